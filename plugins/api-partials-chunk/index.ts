import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiReference} from '../../src/references';
import {loadDocument, resolvedOperations} from '../openapi-pages/document';
import {PARTIALS_FOLDER} from '../openapi-pages/partials';

/** The cache group's chunk; Docusaurus names its own shared chunk `common`. */
const CHUNK_NAME = 'api-partials';

/**
 * Operation pages import the partials they share, such as the error responses almost every
 * operation lists. Docusaurus moves a module into a shared chunk only once half of all the
 * site's pages import it, so whether those responses shipped once or inside every operation
 * page's chunk hung on how many guides the site has. With 116 operations among 248 pages, each
 * operation page's chunk carried its own copy of five responses (20 KB of its 49 KB); with the
 * operations copied three times, the same responses crossed the line and went into one chunk.
 * Counting operation pages instead puts a partial that half of them import in one chunk at
 * every size of the API: a reader moving between operations downloads it once, and the
 * build's script grows in proportion to the API.
 */
export default function apiPartialsChunkPlugin(context: LoadContext): Plugin {
  return {
    name: 'api-partials-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const document = loadDocument(path.join(context.siteDir, apiReference.source));
      const operationPages = resolvedOperations(document).length;
      // A string rather than a function: the bundler matches a module whose path starts with it,
      // without calling into JavaScript.
      const partialsFolder = path.join(context.siteDir, apiReference.folder, PARTIALS_FOLDER) + path.sep;
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              [CHUNK_NAME]: {
                name: CHUNK_NAME,
                test: partialsFolder,
                minChunks: Math.max(2, Math.ceil(operationPages / 2)),
                // Above Docusaurus's `common` group (40), below its one stylesheet (50).
                priority: 45,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
