import {test, expect} from '../support/fixtures';
import {readySearchBox, searchBox} from '../support/search-box';
// The plugin's class names are hashed CSS modules; the autocomplete roles are stable.
const suggestions = (page: import('@playwright/test').Page) => page.getByRole('option');

test('Ctrl+K focuses the search box', async ({page}) => {
  await page.goto('/consume-data/');
  await readySearchBox(page);
  await page.locator('article').click();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('search shows at most 8 suggestions, and "No results" for nonsense', async ({page}) => {
  await page.goto('/');
  await (await readySearchBox(page)).fill('device');
  // The first query loads the whole index; its speed is measured by `npm run bench`, not here.
  await expect(suggestions(page).first()).toBeVisible({timeout: 20_000});
  expect(await suggestions(page).count()).toBeLessThanOrEqual(8);
  await searchBox(page).fill('qzxjvwkplm');
  await expect(page.getByText('No results')).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
});

test('a suggestion leads to the page with the terms highlighted', async ({page}) => {
  await page.goto('/');
  await (await readySearchBox(page)).fill('verification code');
  await suggestions(page).first().click({timeout: 20_000});
  await expect(page).toHaveURL(/_highlight=verification/);
  await expect(page.locator('article mark').first()).toBeVisible();
});

test('a shared link with highlight terms marks them, and leaving the terms clears the marks', async ({
  page,
}) => {
  await page.goto('/send-data/?_highlight=telemetry');
  const marks = page.locator('article mark');
  await expect(marks.first()).toBeVisible();
  await expect(marks.first()).toHaveText(/telemetry/i);
  await page.evaluate(() => window.history.pushState(null, '', '/send-data/'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(marks).toHaveCount(0);
});

test('a query with regex and HTML characters neither crashes search nor runs script', async ({page}) => {
  const hostile = '(*[<img src=x onerror=alert(1)>';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/');
  await (await readySearchBox(page)).fill(hostile);
  await expect(page.getByRole('listbox')).toBeVisible({timeout: 20_000});
  await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Search');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});

test('the search page honours q', async ({page}) => {
  await page.goto('/search?q=provisioning');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "provisioning"');
  await expect(page.locator('article a[href*="_highlight=provisioning"]').first()).toBeVisible({
    timeout: 20_000,
  });
});
