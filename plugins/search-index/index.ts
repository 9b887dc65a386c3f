import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {recordSearchIndexJob} from './after-build';
import {searchLocal} from './search-local';

/** The search plugin's Web Worker, which `worker.ts` replaces. */
const pluginWorker = require.resolve(
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
);

/**
 * @easyops-cn/docusaurus-search-local, with its index written after the build and reworked
 * (`after-build.ts`, run by `npm run build`): the plugin offers no weighting of pages or synonyms,
 * and lists every title match before any other, so operation pages named after a concept buried
 * its guide. Its worker is replaced by `worker.ts`, which retries a misspelled word as the nearest
 * words the pages use; the plugin can only try every word at a fixed edit distance, misspelled or not.
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
      await recordSearchIndexJob(context, options, props);
    },
  };
}

export const validateOptions = searchLocal.validateOptions;
