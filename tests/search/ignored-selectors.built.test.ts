import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {allBuiltRoutes, builtFileOf} from '../support/built-site';

// The search plugin leaves out of the index what these selectors match: code, diagrams, cards
// and the API reference's repeated parts. They name the themes' class names, which an upgrade may
// rename; a selector that matches nothing lets that text back into the index unnoticed.
const searchOptions = (config.themes as unknown[])
  .map((theme) => (Array.isArray(theme) ? theme[1] : undefined))
  .find((options) => options?.ignoreCssSelectors) as {ignoreCssSelectors: string[]};

/**
 * Whether the HTML has an element that `selector` (`tag.class` or `.class`) matches; of a
 * selector with descendants (`.api-fields td + td`), the class that scopes it.
 */
function matches(html: string, selector: string): boolean {
  const scope = selector.split(' ')[0];
  const [, tag = '[a-z][a-z0-9]*', className] = /^([a-z][a-z0-9]*)?\.([\w-]+)$/.exec(scope) ?? [];
  if (!className) throw new Error(`No check for the selector form of ${selector}`);
  // The minified HTML leaves a single class unquoted.
  return new RegExp(`<${tag}\\b[^>]*\\bclass=(?:"[^"]*\\b${className}\\b|${className}[\\s>])`).test(html);
}

describe('the selectors the search index leaves out', () => {
  const pages = allBuiltRoutes().map((route) => fs.readFileSync(builtFileOf(route)!, 'utf8'));

  it.each(searchOptions.ignoreCssSelectors)('%s matches something on a built page', (selector) => {
    expect(
      pages.some((html) => matches(html, selector)),
      'no built page has what it matches: that text goes into the index again',
    ).toBe(true);
  });
});
