import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the bundle every page loads. The classic theme registers
 * `prism.additionalLanguages` from a client module, which puts Prism and its
 * grammars into `main.js` even on pages without code. This plugin drops that
 * client module; `src/prism/languages.ts` registers a grammar when the first
 * code block in that language renders.
 */
export default function prismWithCodeBlocksPlugin(): Plugin {
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const clientModule = path.join(themeClassic, 'lib/prism-include-languages');
  return {
    name: 'prism-with-code-blocks',
    configureWebpack() {
      return {resolve: {alias: {[`${clientModule}$`]: false}}};
    },
  };
}
