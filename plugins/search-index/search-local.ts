import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

/** @easyops-cn/docusaurus-search-local; its typings describe its options only, not the plugin function it exports. */
export const searchLocal = searchLocalModule as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};
