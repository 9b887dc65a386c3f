import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {refineSearchIndex, type SearchIndexPart} from './refine';
import {synonyms} from './synonyms';

// The package's typings describe its options only, not the plugin function it exports.
const searchLocal = searchLocalModule as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/**
 * @easyops-cn/docusaurus-search-local, with its index reworked once it has written it (see
 * `refineSearchIndex`): the plugin offers no weighting of pages or synonyms, and lists every
 * title match before any other, so operation pages named after a concept buried its guide.
 * Everything else (search box, search page, worker, index format) is the plugin's own.
 */
export default function searchWithRefinedIndex(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = searchLocal.default(context, options);
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      // One docs version, so one index file at the root of the build.
      const indexFiles = (await fs.readdir(props.outDir)).filter((file) =>
        /^search-index.*\.json$/.test(file),
      );
      for (const file of indexFiles) {
        const indexPath = path.join(props.outDir, file);
        const parts = JSON.parse(await fs.readFile(indexPath, 'utf8')) as SearchIndexPart[];
        await fs.writeFile(indexPath, JSON.stringify(refineSearchIndex(parts, synonyms)));
      }
    },
  };
}

export const validateOptions = searchLocal.validateOptions;
