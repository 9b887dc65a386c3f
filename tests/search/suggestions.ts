import type {Locator, Page} from '@playwright/test';
import {expect} from '../support/fixtures';
import {readySearchBox} from '../support/search-box';

/** Where a chosen suggestion leads: the path without a trailing slash, and the section anchor. */
export type Destination = {path: string; hash: string};

/** The home page's search box, ready for any number of queries on one page load. */
export async function homeSearchBox(page: Page) {
  await page.goto('/');
  return readySearchBox(page);
}

/**
 * The suggestions for `query`, typed once into `box`. Emptying the box first empties the list, so
 * what shows after typing answers this query and not the one before: a list that ends in the
 * "See all results" link for exactly this query, or "No results".
 */
export async function suggestionsFor(page: Page, box: Locator, query: string) {
  const suggestions = page.getByRole('option');
  await box.fill('');
  await expect(suggestions).toHaveCount(0);
  await box.fill(query);
  const allResultsOfThisQuery = page.locator(`a[href="/search/?${new URLSearchParams({q: query})}"]`);
  // The first query loads the whole index; its speed is measured by `npm run bench`, not here.
  await expect(allResultsOfThisQuery.or(page.getByText('No results'))).toBeVisible({timeout: 20_000});
  return suggestions;
}

type ChosenDocument = {u: string; h?: string};
type ChoiceWindow = {chosenSuggestion?: ChosenDocument | null};

/**
 * Where choosing `suggestion` leads (a suggestion carries no link). The search bar sends the
 * reader to the page and section of the document that autocomplete.js's `autocomplete:selected`
 * event carries (its zepto copy puts the event's arguments in `_args`). The choice is read there
 * and stopped before it navigates, so the list stays open and the next suggestion can be chosen
 * without typing the query again or loading the page again. Where the search bar really goes is
 * checked in `tests/e2e/search.spec.ts`.
 */
export async function destinationOf(page: Page, suggestion: Locator): Promise<Destination> {
  await page.evaluate(() => {
    const choice = window as ChoiceWindow;
    delete choice.chosenSuggestion;
    window.addEventListener(
      'autocomplete:selected',
      (event) => {
        event.stopImmediatePropagation();
        event.preventDefault();
        // Null if the event no longer carries the document where autocomplete.js's zepto put it.
        choice.chosenSuggestion =
          (event as Event & {_args?: [{document?: ChosenDocument}]})._args?.[0]?.document ?? null;
      },
      {capture: true, once: true},
    );
  });
  await suggestion.click();
  await page.waitForFunction(() => (window as ChoiceWindow).chosenSuggestion !== undefined);
  const chosen = await page.evaluate(() => (window as ChoiceWindow).chosenSuggestion);
  if (!chosen) {
    throw new Error(
      'autocomplete:selected carries no _args[0].document: check autocomplete.js against INTERNALS.md',
    );
  }
  const {u, h} = chosen;
  const url = new URL(u + (h ?? ''), page.url());
  return {path: url.pathname.replace(/\/$/, '') || '/', hash: url.hash};
}
