import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The route registry in `main.js` names, for each of the site's 257 page chunks, the
 * source path of its module (`@site/docs/…/page.mdx`). Only the server reads those
 * paths: while it renders a page, react-loadable reports them to learn which chunks the
 * page used. In the browser they are dead text, about 1.8 KB gzip of the bundle every
 * page loads first, so the browser's copy of the registry gets empty strings instead.
 */
export default function clientRegistryWithoutPathsPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'client-registry-without-paths',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: (file: string) => file === registry,
              use: [{loader: path.join(__dirname, 'registry-without-paths.js')}],
            },
          ],
        },
      };
    },
  };
}
