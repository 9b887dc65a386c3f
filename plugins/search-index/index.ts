import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {apiReference} from '../../src/references';
import {operationFields, type OpenApiDocument} from './operation-fields';
import {refineSearchIndex, type SearchIndexPart} from './refine';
import {synonyms} from './synonyms';

// The package's typings describe its options only, not the plugin function it exports.
const searchLocal = searchLocalModule as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/** The search plugin's Web Worker, which `worker.ts` replaces. */
const pluginWorker = require.resolve(
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
);

/**
 * @easyops-cn/docusaurus-search-local, with its index reworked once it has written it (see
 * `refineSearchIndex`): the plugin offers no weighting of pages or synonyms, and lists every
 * title match before any other, so operation pages named after a concept buried its guide.
 * Its worker is replaced by `worker.ts`, which retries a misspelled word as the nearest words
 * the pages use; the plugin can only try every word at a fixed edit distance, misspelled or not.
 * Everything else (search box, search page, index format) is the plugin's own.
 */
export default function searchWithRefinedIndex(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = searchLocal.default(context, options);
  return {
    ...plugin,
    configureWebpack(...args) {
      return {
        ...plugin.configureWebpack?.(...args),
        resolve: {alias: {[`${pluginWorker}$`]: path.join(__dirname, 'worker.ts')}},
      };
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      // One docs version, so one index file at the root of the build.
      const indexFiles = (await fs.readdir(props.outDir)).filter((file) =>
        /^search-index.*\.json$/.test(file),
      );
      const openApi = JSON.parse(
        await fs.readFile(path.join(context.siteDir, apiReference.source), 'utf8'),
      ) as OpenApiDocument;
      const fieldsByPage = new Map(
        [...operationFields(openApi)].map(([operationId, fields]) => [
          `${apiReference.route}/${operationId}`,
          fields,
        ]),
      );
      for (const file of indexFiles) {
        const indexPath = path.join(props.outDir, file);
        const parts = JSON.parse(await fs.readFile(indexPath, 'utf8')) as SearchIndexPart[];
        await fs.writeFile(indexPath, JSON.stringify(refineSearchIndex(parts, synonyms, fieldsByPage)));
      }
    },
  };
}

export const validateOptions = searchLocal.validateOptions;
