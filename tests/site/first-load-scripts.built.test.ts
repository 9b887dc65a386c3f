import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, entryScriptsOf, repoRoot} from '../support/built-site';

// A string only Prism's core contains: the name of one of its hooks.
const PRISM_CORE = 'before-tokenize';

const read = (asset: string) => fs.readFileSync(path.join(buildDir, asset), 'utf8');

describe('the scripts every page loads first', () => {
  const home = entryScriptsOf(fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8'));

  it('are found in the home page', () => {
    expect(home.length).toBeGreaterThan(0);
  });

  it('carry no source paths of page modules, which only the server reads (plugins/client-bundle-without-server-data)', () => {
    const main = home.find((script) => /\/main\.\w+\.js$/.test(script))!;
    expect(read(main)).toContain('webpackChunk');
    expect(read(main)).not.toMatch(/"@site\/(docs|api)\//);
  });

  it('carry no page template, which only the static-site generator fills in (plugins/client-bundle-without-server-data)', () => {
    const main = home.find((script) => /\/main\.\w+\.js$/.test(script))!;
    expect(read(main)).toContain('onBrokenLinks');
    expect(read(main)).not.toContain('it.htmlAttributes');
  });

  it('leave Prism to the chunks of pages with code (plugins/prism-with-code-blocks)', () => {
    const jsDir = path.join(buildDir, 'assets/js');
    const withPrism = fs
      .readdirSync(jsDir)
      .filter((file) => file.endsWith('.js') && read(`assets/js/${file}`).includes(PRISM_CORE));
    expect(withPrism.length, 'Prism is somewhere in the build').toBeGreaterThan(0);
    expect(home.filter((script) => read(script).includes(PRISM_CORE))).toEqual([]);
  });
});

describe('the lazily loaded scripts', () => {
  // The names Docusaurus gives the chunk of each page, as its registry lists them.
  const chunkNames = [
    ...fs
      .readFileSync(path.join(repoRoot, '.docusaurus/registry.js'), 'utf8')
      .matchAll(/webpackChunkName: "(\w+)"/g),
  ].map((match) => match[1]);
  const files = fs.readdirSync(path.join(buildDir, 'assets/js'));

  it('are files named by chunk id, so the runtime needs no map of chunk names (plugins/chunk-files-by-id)', () => {
    expect(chunkNames.length).toBeGreaterThan(100);
    expect(files.filter((file) => chunkNames.includes(file.split('.')[0]))).toEqual([]);
    expect(files.filter((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file)).length).toBeGreaterThan(
      chunkNames.length,
    );
  });
});
