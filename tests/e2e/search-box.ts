import type {Page} from '@playwright/test';
import {expect} from './fixtures';

export const searchBox = (page: Page) => page.locator('input.navbar__search-input');

/**
 * The search box once the page is hydrated. Text typed earlier is lost: the
 * plugin's mount effect resets the box, in a timer, to the page's highlight terms.
 * The shortcut hint renders only in the browser, so it marks hydration; waiting
 * one timer turn after it lets that reset run first.
 */
export async function readySearchBox(page: Page) {
  await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return searchBox(page);
}
