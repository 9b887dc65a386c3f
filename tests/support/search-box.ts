import type {Page} from '@playwright/test';
import {waitForHydration} from './hydration';

export const searchBox = (page: Page) => page.locator('input.navbar__search-input');

/**
 * The search box once the page is hydrated. Text typed earlier is lost: the
 * plugin's mount effect resets the box, in a timer, to the page's highlight terms;
 * waiting one timer turn after hydration lets that reset run first.
 */
export async function readySearchBox(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return searchBox(page);
}
