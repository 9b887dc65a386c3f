import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {articleText, builtFileOf, requiredRoutes, wordCount} from '../support/built-site';

/** The least a reader should find on a page, by kind of page. */
function minimumWords(route: string): number {
  if (/\/tutorial|configure-(device|multiple-devices)$|^\/get-started\/$/.test(route)) return 600;
  if (route.startsWith('/cli/reference/spotf/')) return 120;
  if (/^\/api\/reference\/[a-z-]+$/.test(route)) return 60;
  return 300;
}

const pageRoutes = requiredRoutes().filter((route) => route !== '/search');

describe('every required route is built with real content', () => {
  it('lists the routes of the specification', () => {
    expect(pageRoutes.length).toBeGreaterThan(100);
  });

  it('has a search page', () => {
    expect(builtFileOf('/search')).not.toBeNull();
  });

  it.each(pageRoutes)('%s', (route) => {
    const file = builtFileOf(route);
    expect(file, `no page built for ${route}`).not.toBeNull();
    const html = fs.readFileSync(file!, 'utf8');
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    const text = articleText(html);
    expect(text).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder text/i);
    expect(wordCount(text)).toBeGreaterThanOrEqual(minimumWords(route));
  });
});
