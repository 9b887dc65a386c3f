import frameworkTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/**
 * The HTML around every built page: the framework's own template (a private path of
 * `@docusaurus/core`, see INTERNALS.md) with one change.
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

const DEFERRED_ENTRY_SCRIPT = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
const PRELOADED_ENTRY_SCRIPT =
  '<link rel="preload" as="script" fetchpriority="low" data-entry-script href="<%= it.baseUrl %><%= script %>" />';

/** `template` with its one `from` replaced; a template that no longer holds it fails the build. */
function replaceOnce(template: string, from: string, to: string): string {
  if (template.split(from).length !== 2) {
    throw new Error(
      `The framework's page template should hold ${from} once; check src/ssrTemplate.ts against it.`,
    );
  }
  return template.replace(from, () => to);
}

export const ssrTemplate = replaceOnce(
  replaceOnce(frameworkTemplate, DEFERRED_ENTRY_SCRIPT, PRELOADED_ENTRY_SCRIPT),
  '</head>',
  `<script>${startEntryScriptsAfterFirstPaint}</script>\n  </head>`,
);
