import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@docusaurus/faster';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import singleChunkServerBundlePlugin from '../../plugins/single-chunk-server-bundle';

const configure = (isServer: boolean) =>
  singleChunkServerBundlePlugin().configureWebpack!(
    {},
    isServer,
    {currentBundler: {name: 'rspack', instance: rspack}} as never,
    {} as LoadContext,
  ) as object;

/** Bundles an entry that lazily imports a page, with the plugin's server settings, and lists the files written. */
async function bundleWithServerSettings(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
  fs.writeFileSync(path.join(dir, 'page.js'), 'export default "page";\n');
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const render = () => import("./page.js");\n');
  const compiler = rspack({
    ...configure(true),
    mode: 'production',
    context: dir,
    entry: './entry.js',
    target: 'node',
    output: {path: path.join(dir, 'out')},
  });
  const stats = await new Promise<{hasErrors(): boolean}>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  expect(stats.hasErrors()).toBe(false);
  return fs.readdirSync(path.join(dir, 'out'));
}

// The plugin leans on the Rspack of `@docusaurus/faster`, which builds the site, bundling
// `import()` eagerly when its JavaScript parser is told to.
describe('the server bundle in one chunk', () => {
  it('bundles a lazily imported page into the entry chunk', async () => {
    expect(await bundleWithServerSettings()).toEqual(['main.js']);
  });

  it('leaves the browser bundle’s chunks alone', () => {
    expect(configure(false)).toEqual({});
  });
});
