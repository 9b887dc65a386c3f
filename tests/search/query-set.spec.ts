import type {Locator, Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {searchQueries, type SearchQuery} from './query-set';
import {readerQueries} from './reader-query-set';
import {destinationOf, homeSearchBox, suggestionsFor} from './suggestions';

const SUGGESTIONS_LOOKED_AT = 3;
const TOP_3_SHARE_REQUIRED = 0.9;
const TOP_1_SHARE_REQUIRED = 0.7;

/** The pages behind the first suggestions, stopping at the first that answers the query. */
async function firstAnsweringPosition(page: Page, box: Locator, {query, answeredBy}: SearchQuery) {
  const suggestions = await suggestionsFor(page, box, query);
  const shown = Math.min(SUGGESTIONS_LOOKED_AT, await suggestions.count());
  const opened: string[] = [];
  for (let position = 0; position < shown; position += 1) {
    const {path} = await destinationOf(page, suggestions.nth(position));
    if (answeredBy.includes(path)) return {position, opened};
    opened.push(path);
  }
  return {position: null, opened};
}

const querySets = [
  {name: 'the first query set', queries: searchQueries},
  {name: 'the readers’ query set', queries: readerQueries},
];

for (const {name, queries} of querySets) {
  test(`${name} finds its answers among the first suggestions`, async ({page}) => {
    test.setTimeout(5 * 60_000);
    const box = await homeSearchBox(page);
    let first = 0;
    let topThree = 0;
    const misses: string[] = [];
    for (const searchQuery of queries) {
      const {position, opened} = await firstAnsweringPosition(page, box, searchQuery);
      if (position === 0) first += 1;
      if (position !== null) topThree += 1;
      if (position !== 0) {
        const where = position === null ? 'not in the first 3' : `at ${position + 1}`;
        misses.push(
          `"${searchQuery.query}": ${searchQuery.answeredBy.join(' or ')} ${where}; before it: ${opened.join(', ')}`,
        );
      }
    }
    const total = queries.length;
    console.log(
      `Search, ${name}: first ${first}/${total} (${Math.round((100 * first) / total)} %), ` +
        `first 3 ${topThree}/${total} (${Math.round((100 * topThree) / total)} %)\n` +
        misses.map((miss) => `  miss ${miss}`).join('\n'),
    );
    expect(total).toBeGreaterThanOrEqual(40);
    expect(topThree / total, 'share of queries answered in the first 3 suggestions').toBeGreaterThanOrEqual(
      TOP_3_SHARE_REQUIRED,
    );
    expect(first / total, 'share of queries answered by the first suggestion').toBeGreaterThanOrEqual(
      TOP_1_SHARE_REQUIRED,
    );
  });
}
