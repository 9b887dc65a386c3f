import {test, expect} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {readySearchBox} from '../support/search-box';
import {gotoHydrated} from '../support/hydration';
import {SEARCH_EVENT_DEBOUNCE_MS} from '../../src/analytics/searchAnalytics';

// The page's clock is Playwright's: a typing pause lasts as long as the test says, not as long as it sleeps.
test.beforeEach(async ({page}) => {
  await page.clock.install();
});

const pauseTyping = (page: Page) => page.clock.runFor(SEARCH_EVENT_DEBOUNCE_MS);

const searchEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as {dataLayer?: Array<{event?: string}>}).dataLayer ?? []).filter(
      (entry) => entry.event === 'documentation_search',
    ),
  );

async function typeSlowly(page: Page, text: string) {
  await (await readySearchBox(page)).pressSequentially(text, {delay: 60});
}

async function openCookieSettings(page: Page) {
  const dialog = page.getByRole('dialog', {name: 'Cookie settings'});
  await page.getByRole('button', {name: 'Cookie settings'}).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

test('no search event is recorded before the reader accepts analytics', async ({page}) => {
  await page.goto('/');
  await typeSlowly(page, 'stream');
  await pauseTyping(page);
  expect(await searchEvents(page)).toEqual([]);
});

test('after acceptance, one event per typing pause, and the choice survives a reload', async ({page}) => {
  await gotoHydrated(page, '/');
  const dialog = await openCookieSettings(page);
  await dialog.getByRole('button', {name: 'Accept analytics'}).click();
  await expect(dialog).toBeHidden();
  await page.reload();

  await typeSlowly(page, 'egress');
  expect(await searchEvents(page)).toEqual([]);
  await pauseTyping(page);
  expect(await searchEvents(page)).toEqual([{event: 'documentation_search', search_query: 'egress'}]);
});

test('refusing analytics stops the events', async ({page}) => {
  await gotoHydrated(page, '/');
  let dialog = await openCookieSettings(page);
  await dialog.getByRole('button', {name: 'Accept analytics'}).click();
  dialog = await openCookieSettings(page);
  await dialog.getByRole('button', {name: 'Refuse analytics'}).click();
  await typeSlowly(page, 'sink');
  await pauseTyping(page);
  expect(await searchEvents(page)).toEqual([]);
});

test('the cookie dialog keeps focus inside and closes on Escape', async ({page}) => {
  await gotoHydrated(page, '/');
  const dialog = await openCookieSettings(page);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    const focusInside = await dialog.evaluate((node) => node.contains(document.activeElement));
    expect(focusInside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
