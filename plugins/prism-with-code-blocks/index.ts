import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the bundle every page loads, and its unused parts out of
 * every bundle. The classic theme registers `prism.additionalLanguages` from a
 * client module, which puts Prism and its grammars into `main.js` even on pages
 * without code: this plugin drops that client module. It also strips the
 * grammars and themes that prism-react-renderer bundles (see
 * renderer-without-extras.js); each page imports the grammars its code blocks
 * use instead (remark-grammar-imports.ts).
 */
export default function prismWithCodeBlocksPlugin(): Plugin {
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const clientModule = path.join(themeClassic, 'lib/prism-include-languages');
  // Its ES module and CommonJS builds, both laid out the same way.
  const rendererBuilds = path.join(
    path.dirname(require.resolve('prism-react-renderer/package.json')),
    'dist',
  );
  return {
    name: 'prism-with-code-blocks',
    configureWebpack() {
      return {
        resolve: {alias: {[`${clientModule}$`]: false}},
        module: {
          rules: [
            {
              // The server bundle too: the static HTML must highlight exactly as the browser does.
              test: (file: string) => path.dirname(file) === rendererBuilds,
              use: [{loader: path.join(__dirname, 'renderer-without-extras.js')}],
            },
          ],
        },
      };
    },
  };
}
