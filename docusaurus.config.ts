import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import type {ThemeConfig as OpenApiThemeConfig} from 'docusaurus-theme-openapi-docs';
import {identity} from './src/identity';
import {darkCodeTheme, lightCodeTheme} from './src/readableCodeThemes';

const openApiDocument = 'openapi/spotflow-platform-api.json';

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
  customFields: {siteVersion: '0.1.0', identity},
  future: {experimental_faster: true},
  markdown: {mermaid: true},
  staticDirectories: ['static', 'openapi'],
  clientModules: ['./src/clientModules/labelApiTabArrows.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: false,
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
        breadcrumbs: false,
        docItemComponent: '@theme/ApiItem',
      },
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: 'api',
        config: {
          platform: {
            specPath: openApiDocument,
            outputDir: 'api/reference',
            downloadUrl: '/spotflow-platform-api.json',
            hideSendButton: true,
            showSchemas: false,
            sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
          } satisfies OpenApiPlugin.Options,
        },
      },
    ],
    ['./plugins/cli-reference/index.ts', {modelPath: 'cli/spotf.yaml', outputDir: 'docs/cli/reference'}],
    './plugins/api-code-samples/index.ts',
    './plugins/prism-with-code-blocks/index.ts',
    './plugins/search-highlight-on-demand/index.ts',
    './plugins/prefetch-each-chunk-once/index.ts',
    './plugins/single-chunk-server-bundle/index.ts',
    [
      './plugins/llms-export/index.ts',
      {
        openApiPath: openApiDocument,
        summary:
          'Guides, CLI reference and web API reference of the Spotflow IoT Platform: connecting devices, sending telemetry, routing it to egress sinks, remote configuration, alerts and access management.',
      },
    ],
  ],

  themes: [
    'docusaurus-theme-openapi-docs',
    '@docusaurus/theme-mermaid',
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
        searchBarShortcut: true,
        searchBarShortcutHint: true,
        // Every hit that is not listed under its page names the page it is on.
        explicitSearchResultPath: true,
        forceIgnoreNoIndex: true,
        // Left out, as repeats that would only crowd the suggestions: code blocks
        // (identifiers, IDs, sample output), the response tabs of API pages (the same
        // error texts on every operation) and the cards of tag pages (each operation's
        // summary again). Prose, tables, inline code and endpoint paths stay searchable.
        ignoreCssSelectors: [
          'pre.prism-code',
          '.mermaid-placeholder',
          '.openapi-tabs__response-container',
          'a.card',
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
      content:
        'The <a href="/cli/reference">spotf command reference</a> now covers every command, with examples and exit codes.',
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
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    languageTabs: [
      {highlight: 'bash', language: 'curl', logoClass: 'curl'},
      {highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests'},
      {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs', variant: 'axios'},
      {highlight: 'csharp', language: 'csharp', logoClass: 'csharp', variant: 'httpclient'},
      {highlight: 'powershell', language: 'powershell', logoClass: 'powershell'},
    ],
  } satisfies Preset.ThemeConfig & OpenApiThemeConfig,
} satisfies Config;

export default config;
