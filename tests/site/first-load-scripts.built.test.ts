import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, entryScriptsOf} from '../support/built-site';

// A string only Prism's core contains: the name of one of its hooks.
const PRISM_CORE = 'before-tokenize';
// An option name only mark.js reads; minifying keeps it, as a property name.
const MARK_JS = 'acrossElements';

const read = (asset: string) => fs.readFileSync(path.join(buildDir, asset), 'utf8');

describe('the scripts every page loads first', () => {
  const home = entryScriptsOf(fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8'));

  it('are found in the home page', () => {
    expect(home.length).toBeGreaterThan(0);
  });

  it('leave Prism to the chunks of pages with code (plugins/prism-with-code-blocks)', () => {
    const jsDir = path.join(buildDir, 'assets/js');
    const withPrism = fs
      .readdirSync(jsDir)
      .filter((file) => file.endsWith('.js') && read(`assets/js/${file}`).includes(PRISM_CORE));
    expect(withPrism.length, 'Prism is somewhere in the build').toBeGreaterThan(0);
    expect(home.filter((script) => read(script).includes(PRISM_CORE))).toEqual([]);
  });

  it('leave mark.js to the first page that has search terms to mark (plugins/search-highlight-on-demand)', () => {
    const jsDir = path.join(buildDir, 'assets/js');
    const withMarkJs = fs
      .readdirSync(jsDir)
      .filter((file) => file.endsWith('.js') && read(`assets/js/${file}`).includes(MARK_JS));
    expect(withMarkJs.length, 'mark.js is somewhere in the build').toBeGreaterThan(0);
    expect(home.filter((script) => read(script).includes(MARK_JS))).toEqual([]);
  });
});
