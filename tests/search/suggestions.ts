import type {Page} from '@playwright/test';
import {expect} from '../support/fixtures';
import {readySearchBox} from '../support/search-box';

/** Where a chosen suggestion led: the path without a trailing slash, and the section anchor. */
export type Destination = {path: string; hash: string};

/**
 * Where the suggestion at `position` leads, found as a reader finds it: by typing the query
 * on the home page and choosing that suggestion (a suggestion carries no link). Null when
 * there are fewer. Each call loads the home page afresh: after a suggestion has opened a
 * page, the search bar later puts that page's highlight terms back into the box, and text
 * typed before then would be replaced.
 */
export async function destinationOfSuggestion(page: Page, query: string, position: number) {
  await page.goto('/');
  const box = await readySearchBox(page);
  await box.fill(query);
  const suggestions = page.getByRole('option');
  const noResults = page.getByText('No results');
  // The first query loads the whole index; its speed is measured by `npm run bench`, not here.
  await expect(suggestions.first().or(noResults)).toBeVisible({timeout: 20_000});
  if ((await suggestions.count()) <= position) return null;
  await suggestions.nth(position).click();
  // Choosing a suggestion closes the list after it has pushed the page's address.
  await expect(page.getByRole('listbox')).toBeHidden();
  const url = new URL(page.url());
  return {path: url.pathname.replace(/\/$/, '') || '/', hash: url.hash} satisfies Destination;
}
