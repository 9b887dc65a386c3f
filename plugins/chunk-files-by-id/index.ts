import type {Plugin} from '@docusaurus/types';

/**
 * Names the lazily loaded script files after their chunk ids instead of their chunk
 * names. The runtime every page loads first turns a chunk into its file name; with
 * names in the file names it carries a map from each of some 290 chunk ids to its name
 * (each page of the site is a chunk), about 1.5 KB gzip. Prefetching keeps working:
 * Docusaurus asks for a chunk by name and its runtime maps the name to the id first.
 */
export default function chunkFilesByIdPlugin(): Plugin {
  return {
    name: 'chunk-files-by-id',
    configureWebpack(_config, isServer) {
      // The server bundle is one file (plugins/single-chunk-server-bundle).
      if (isServer) return {};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
