import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {requestsInFlight} from './requests-in-flight';

/**
 * Waits until React has hydrated the page. Server-rendered controls (close,
 * menu toggle, tabs, the search box) ignore clicks and typing until then, and on
 * a slow machine a test can act before that; Docusaurus marks the moment on <html>.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Opens a page and waits until it is hydrated. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until a hydrated page has nothing left to do: every request it made (chunks, grammars, prefetches) has
 * arrived and the browser has had an idle moment that asked for nothing more, so the effects that follow hydration
 * have rendered. It waits for those requests themselves, not for a quiet spell whose length a busy machine stretches.
 */
export async function waitUntilSettled(page: Page) {
  await waitForHydration(page);
  const pending = requestsInFlight(page);
  await expect
    .poll(async () => {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      return pending.size;
    })
    .toBe(0);
}
