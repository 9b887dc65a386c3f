import {rspack} from '@docusaurus/faster';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import singleChunkServerBundlePlugin from '../../plugins/single-chunk-server-bundle';

// The plugin leans on the bundler's own chunk-limiting plugin, which Docusaurus hands it as
// `currentBundler.instance`: the Rspack of `@docusaurus/faster`, which builds the site.
describe('the server bundle in one chunk', () => {
  const configure = (isServer: boolean) =>
    singleChunkServerBundlePlugin().configureWebpack!(
      {},
      isServer,
      {currentBundler: {name: 'rspack', instance: rspack}} as never,
      {} as LoadContext,
    ) as {plugins?: unknown[]};

  it('limits the server bundle to one chunk with the bundler’s LimitChunkCountPlugin', () => {
    const [limit] = configure(true).plugins ?? [];
    expect(limit).toBeInstanceOf(rspack.optimize.LimitChunkCountPlugin);
  });

  it('leaves the browser bundle’s chunks alone', () => {
    expect(configure(false).plugins ?? []).toEqual([]);
  });
});
