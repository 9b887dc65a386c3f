import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {searchQueries, type SearchQuery} from './query-set';
import {destinationOfSuggestion} from './suggestions';

const SUGGESTIONS_LOOKED_AT = 3;
const TOP_3_SHARE_REQUIRED = 0.9;
const TOP_1_SHARE_REQUIRED = 0.7;

/** The pages behind the first suggestions, stopping at the first that answers the query. */
async function firstAnsweringPosition(page: Page, {query, answeredBy}: SearchQuery) {
  const opened: string[] = [];
  for (let position = 0; position < SUGGESTIONS_LOOKED_AT; position += 1) {
    const path = (await destinationOfSuggestion(page, query, position))?.path;
    if (path === undefined) break;
    if (answeredBy.includes(path)) return {position, opened};
    opened.push(path);
  }
  return {position: null, opened};
}

test('the query set finds its answers among the first suggestions', async ({page}) => {
  test.setTimeout(15 * 60_000);
  let first = 0;
  let topThree = 0;
  const misses: string[] = [];
  for (const searchQuery of searchQueries) {
    const {position, opened} = await firstAnsweringPosition(page, searchQuery);
    if (position === 0) first += 1;
    if (position !== null) topThree += 1;
    if (position !== 0) {
      const where = position === null ? 'not in the first 3' : `at ${position + 1}`;
      misses.push(
        `"${searchQuery.query}": ${searchQuery.answeredBy.join(' or ')} ${where}; before it: ${opened.join(', ')}`,
      );
    }
  }
  const total = searchQueries.length;
  console.log(
    `Search query set: first ${first}/${total} (${Math.round((100 * first) / total)} %), ` +
      `first 3 ${topThree}/${total} (${Math.round((100 * topThree) / total)} %)\n` +
      misses.map((miss) => `  miss ${miss}`).join('\n'),
  );
  expect(searchQueries.length).toBeGreaterThanOrEqual(40);
  expect(topThree / total, 'share of queries answered in the first 3 suggestions').toBeGreaterThanOrEqual(
    TOP_3_SHARE_REQUIRED,
  );
  expect(first / total, 'share of queries answered by the first suggestion').toBeGreaterThanOrEqual(
    TOP_1_SHARE_REQUIRED,
  );
});
