import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/**
 * Opens a page and waits until React has hydrated it. Server-rendered buttons
 * (close, menu toggle, tabs) ignore clicks until then, and on a slow machine a
 * test can click before that; Docusaurus marks the moment on <html>.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return response;
}
