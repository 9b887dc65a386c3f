/**
 * The HTML around every built page: the framework's own template (Docusaurus 3.7.0,
 * `@docusaurus/core/lib/ssg/ssgTemplate.html.js`, the same `it.*` values) with one change.
 *
 * Docusaurus loads its entry scripts with `defer`. A browser that has them early (a repeat
 * visit, a fast network) then compiles and runs some 400 KB of JavaScript before it paints
 * the page it already has as HTML. Here the scripts are fetched just as early, by preload
 * links at the low priority `defer` gives them, but run only once the text is on screen;
 * React hydrates what the reader already sees.
 */

// Runs in the page's <head>: plain ES5, as nothing compiles it, with block comments only and
// no `<`, since it is written into HTML. It is the same on every page, so the
// Content-Security-Policy allows it with one hash (scripts/render-nginx-config.mts).
const startEntryScriptsAfterFirstPaint = `
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-entry-script]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.href;
      /* Inserted scripts keep their order only when not async: the runtime runs before main. */
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') === -1) return start();
  new PerformanceObserver(function (entries) {
    if (entries.getEntriesByName('first-contentful-paint').length) setTimeout(start);
  }).observe({type: 'paint', buffered: true});
  /* A tab opened in the background paints only when it is shown; hydrate it meanwhile. */
  setTimeout(start, 2000);
})();
`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" data-entry-script href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <script>${startEntryScriptsAfterFirstPaint}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
