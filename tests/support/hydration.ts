import type {Page} from '@playwright/test';
import {expect} from './fixtures';

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
 * Waits until a hydrated page has nothing left to do: its late requests (chunks, grammars) have
 * arrived and the browser has run out of work, so the effects that follow hydration have rendered.
 */
export async function waitUntilSettled(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}
