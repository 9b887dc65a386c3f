import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import {identity} from './src/identity';
import {apiReference, cliReference} from './src/references';
import {darkCodeTheme, lightCodeTheme} from './src/readableCodeThemes';
import remarkProblemTypes from './plugins/api-problem-types';
import remarkFacts from './plugins/facts/remark-facts';
import {withPlainTextDescription} from './plugins/openapi-markdown/plain-text';
import {markdownGenerators as openApiMarkdownGenerators} from './plugins/openapi-pages';
import prerenderedDiagrams from './plugins/prerendered-diagrams/remark';
import remarkGrammarImports from './plugins/prism-with-code-blocks/remark-grammar-imports';
import rehypeFocusableTables from './plugins/rehype-focusable-tables';

const config = {
  title: `${identity.productName} documentation`,
  tagline: 'Connect devices, move their telemetry to your systems and manage them remotely.',
  favicon: 'img/favicon.svg',
  url: identity.siteUrl,
  baseUrl: '/',
  // Every page carries `noindex`: these docs are not meant for search engines yet.
  noIndex: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },
  future: {experimental_faster: true},
  markdown: {
    parseFrontMatter: ({filePath, fileContent, defaultParseFrontMatter}) =>
      defaultParseFrontMatter({
        filePath,
        fileContent: filePath.includes(`/${apiReference.folder}/`)
          ? withPlainTextDescription(fileContent)
          : fileContent,
      }),
  },
  staticDirectories: ['static', 'openapi'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          beforeDefaultRemarkPlugins: [remarkFacts, prerenderedDiagrams],
          breadcrumbs: false,
          remarkPlugins: [remarkGrammarImports],
          rehypePlugins: [rehypeFocusableTables],
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './sidebars-api.ts',
        beforeDefaultRemarkPlugins: [remarkFacts, prerenderedDiagrams],
        breadcrumbs: false,
        rehypePlugins: [rehypeFocusableTables],
        remarkPlugins: [[remarkProblemTypes, {documentPath: apiReference.source}], remarkGrammarImports],
      },
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: 'api',
        config: {
          platform: {
            specPath: apiReference.source,
            outputDir: apiReference.folder,
            downloadUrl: apiReference.download,
            showSchemas: false,
            // The page bodies are written by plugins/openapi-pages, complete in the served HTML.
            markdownGenerators: openApiMarkdownGenerators,
            template: 'plugins/openapi-pages/api.mustache',
            tagTemplate: 'plugins/openapi-pages/tag.mustache',
            sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
          } satisfies OpenApiPlugin.Options,
        },
      },
    ],
    ['./plugins/cli-reference/index.ts', {modelPath: cliReference.source, outputDir: cliReference.folder}],
    './plugins/prism-with-code-blocks/index.ts',
    './plugins/search-highlight-on-demand/index.ts',
    './plugins/server-bundle/index.ts',
    './plugins/api-partials-chunk/index.ts',
    './plugins/docs-version-without-doc-index/index.ts',
    [
      './plugins/llms-export/index.ts',
      {
        openApiPath: apiReference.source,
        summary:
          'Guides, CLI reference and web API reference of the Spotflow IoT Platform: connecting devices, sending telemetry, routing it to egress sinks, remote configuration, alerts and access management.',
      },
    ],
  ],

  themes: [
    [
      // @easyops-cn/docusaurus-search-local, with an index that ranks guides before operation pages.
      './plugins/search-index/index.ts',
      {
        hashed: true,
        indexBlog: false,
        indexPages: false,
        docsRouteBasePath: ['/', '/api'],
        docsPluginIdForPreferredVersion: 'default',
        highlightSearchTermsOnTargetPage: true,
        searchResultLimits: 8,
        // No blanket fuzzy matching of every word: plugins/search-index/worker.ts retries only the
        // words that match nothing, with the words nearest to them.
        fuzzyMatchingDistance: 0,
        searchBarShortcut: true,
        searchBarShortcutHint: true,
        // Every hit that is not listed under its page names the page it is on.
        explicitSearchResultPath: true,
        forceIgnoreNoIndex: true,
        // Left out, as repeats that would only crowd the suggestions: code blocks
        // (identifiers, IDs, sample output), diagrams (their labels restate the prose),
        // the error responses of API pages (the same problem details on every operation,
        // explained once on /api/), their response headers, all but the names of their field
        // tables and what restates those names (the index stays within its budget). Prose,
        // other tables, inline code and endpoint paths stay searchable.
        ignoreCssSelectors: [
          'pre.prism-code',
          '.diagram',
          '.api-error-responses',
          '.api-fields th',
          '.api-fields td + td',
          '.api-fields td em',
          '.api-headers',
          '.api-restated',
        ],
        language: ['en'],
      },
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      id: 'cli-reference-2025',
      content: `The <a href="${cliReference.route}">spotf command reference</a> now covers every command, with examples and exit codes.`,
      isCloseable: true,
    },
    navbar: {
      title: 'Docs',
      logo: {alt: `${identity.productName} logo`, src: 'img/logo.svg', href: '/'},
      hideOnScroll: false,
      items: [
        {type: 'docSidebar', sidebarId: 'docs', label: 'Guides', position: 'left'},
        {type: 'doc', docId: 'cli/index', label: 'CLI', position: 'left'},
        {to: '/api/', label: 'API', position: 'left', activeBaseRegex: '^/api/'},
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            {to: '/device-sdk/', label: 'Device SDK'},
            {to: '/changelog/', label: 'Changelog'},
            {href: identity.portalUrl, label: 'Platform portal'},
          ],
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{to: '/changelog/', label: 'Release history'}],
        },
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: identity.productName,
        src: 'img/logo-wordmark.svg',
        href: identity.marketingUrl,
        width: 200,
        height: 30,
      },
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Get started', to: '/get-started/'},
            {label: 'Connect devices', to: '/connect-devices/'},
            {label: 'Consume data', to: '/consume-data/'},
            {label: 'Changelog', to: '/changelog/'},
          ],
        },
        {
          title: 'Tools',
          items: [
            {label: 'spotf CLI', to: '/cli/'},
            {label: 'Web API', to: '/api/'},
            {label: 'Device SDK', to: '/device-sdk/'},
            {label: 'Platform portal', href: identity.portalUrl},
          ],
        },
        {
          title: 'Company',
          items: [
            {label: 'Blog', href: identity.blogUrl},
            {label: 'Contact and pricing', href: identity.contactUrl},
            {label: 'Privacy policy', href: identity.privacyPolicyUrl},
            {label: 'Terms of use', href: identity.termsOfUseUrl},
            {
              html: '<button type="button" class="footer__link-item cookie-settings-link" data-cookie-settings>Cookie settings</button>',
            },
          ],
        },
      ],
      copyright: `Copyright © ${identity.copyrightYear} ${identity.copyrightHolder}`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
