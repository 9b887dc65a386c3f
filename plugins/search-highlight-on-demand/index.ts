import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The search bar highlights the searched terms on the page a result opens, with
 * mark.js (about 7 KB compressed) in the bundle every page loads. This swaps in a
 * stand-in that fetches mark.js only when a page has terms to mark or to clear.
 */
export default function searchHighlightOnDemandPlugin(): Plugin {
  return {
    name: 'search-highlight-on-demand',
    configureWebpack() {
      // The search plugin imports mark.js by this resolved path.
      return {
        resolve: {alias: {[`${require.resolve('mark.js')}$`]: path.join(__dirname, 'mark-on-demand.ts')}},
      };
    },
  };
}
