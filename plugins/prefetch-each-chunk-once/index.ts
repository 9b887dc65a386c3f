import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus prefetches the chunks of every route a visible link points to, but
 * it remembers routes, not chunks: the chunks that sibling routes share (the
 * docs layout, the sidebar, the version metadata) get a new `<link rel=prefetch>`
 * for every link on screen, some 430 elements on a guide page at desktop width.
 * This swaps in the framework's prefetch helper with one that asks for each chunk
 * once; which routes are prefetched, and when, stays the framework's decision.
 */
export default function prefetchEachChunkOncePlugin(): Plugin {
  return {
    name: 'prefetch-each-chunk-once',
    configureWebpack() {
      // docusaurus.js imports it as './prefetch': the alias matches that path, without extension.
      const frameworkHelper = require.resolve('@docusaurus/core/lib/client/prefetch.js').replace(/\.js$/, '');
      return {resolve: {alias: {[`${frameworkHelper}$`]: require.resolve('./prefetch-once')}}};
    },
  };
}
