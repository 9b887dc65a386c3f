import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Two files Docusaurus generates for both bundles carry text only the server reads; in the
 * browser's bundle, which every page loads first, a loader takes it out:
 * - the route registry names, for each of the site's 257 page chunks, the source path of
 *   its module (`@site/docs/…/page.mdx`), which react-loadable reports while the server
 *   renders a page, to learn which chunks it used: about 1.8 KB gzip;
 * - the site config holds the page template (`ssrTemplate`), which only the static-site
 *   generator fills in, from the config it loads itself: about 0.7 KB gzip.
 */
export default function clientBundleWithoutServerDataPlugin(context: LoadContext): Plugin {
  const loaderFor = {
    [path.join(context.generatedFilesDir, 'registry.js')]: 'registry-without-paths.js',
    [path.join(context.generatedFilesDir, 'docusaurus.config.mjs')]: 'config-without-ssr-template.js',
  };
  return {
    name: 'client-bundle-without-server-data',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: Object.entries(loaderFor).map(([generatedFile, loader]) => ({
            test: (file: string) => file === generatedFile,
            use: [{loader: path.join(__dirname, loader)}],
          })),
        },
      };
    },
  };
}
