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

  // Each library is somewhere in the build (so its marker still finds it), but in no entry script.
  it.each([
    ['Prism', 'the chunks of pages with code (plugins/prism-with-code-blocks)', PRISM_CORE],
    ['mark.js', 'the first page that has search terms to mark (plugins/search-highlight-on-demand)', MARK_JS],
  ])('leave %s to %s', (library, _where, marker) => {
    const chunks = fs.readdirSync(path.join(buildDir, 'assets/js')).filter((file) => file.endsWith('.js'));
    const holding = chunks.filter((file) => read(`assets/js/${file}`).includes(marker));
    expect(holding.length, `${library} is somewhere in the build`).toBeGreaterThan(0);
    expect(
      home.filter((script) => read(script).includes(marker)),
      `entry scripts holding ${library}`,
    ).toEqual([]);
  });
});
