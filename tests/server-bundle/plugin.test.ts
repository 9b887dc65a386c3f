import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@docusaurus/faster';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import serverBundlePlugin from '../../plugins/server-bundle';

const configure = (isServer: boolean) =>
  serverBundlePlugin().configureWebpack!(
    {},
    isServer,
    {currentBundler: {name: 'rspack', instance: rspack}} as never,
    {} as LoadContext,
  ) as object;

/**
 * Bundles an entry that imports a helper and lazily imports a page, with the plugin's server
 * settings: the files written and the modules bundled.
 */
async function bundleWithServerSettings(): Promise<{files: string[]; modules: string[]}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
  fs.writeFileSync(path.join(dir, 'page.js'), 'export default "page";\n');
  fs.writeFileSync(path.join(dir, 'helper.js'), 'export const helper = () => "helper";\n');
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    'import {helper} from "./helper.js";\nexport const render = () => import("./page.js").then(helper);\n',
  );
  const compiler = rspack({
    ...configure(true),
    mode: 'production',
    context: dir,
    entry: './entry.js',
    target: 'node',
    // As Docusaurus builds its server bundle: a CommonJS library whose exports the renderer reads.
    output: {path: path.join(dir, 'out'), library: {type: 'commonjs2'}},
  });
  const stats = await new Promise<InstanceType<typeof rspack.Stats>>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  expect(stats.hasErrors()).toBe(false);
  const modules = (stats.toJson({modules: true}).modules ?? []).map((module) => module.name ?? '');
  return {files: fs.readdirSync(path.join(dir, 'out')), modules};
}

// The plugin leans on the Rspack of `@docusaurus/faster`, which builds the site: its JavaScript
// parser's eager `import()` and its `concatenateModules` switch.
describe('the server bundle', () => {
  const bundled = bundleWithServerSettings();

  it('bundles a lazily imported page into the entry chunk', async () => {
    expect((await bundled).files).toEqual(['main.js']);
  });

  it('keeps each module apart instead of concatenating them', async () => {
    const {modules} = await bundled;
    expect(modules).toEqual(expect.arrayContaining(['./entry.js', './helper.js', './page.js']));
    expect(modules.filter((name) => name.includes(' + '))).toEqual([]);
  });

  it('leaves the browser bundle’s chunks alone', () => {
    expect(configure(false)).toEqual({});
  });
});
