import {test, expect} from '../e2e/fixtures';

// Grammars beyond prism-react-renderer's own are registered in the browser only when a
// code block needs them (src/prism/languages.ts); these pages would show plain text if not.

test('a page reached by client-side navigation highlights its PowerShell', async ({page}) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
  await page.locator('footer a[href="/cli/"]').click();
  await expect(page).toHaveURL(/\/cli\/$/);
  expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  const block = page.locator('pre.language-powershell').first();
  await expect(block.locator('.token:not(.plain)').first()).toBeVisible();
});

test('a guide highlights its C# code', async ({page}) => {
  await page.goto('/consume-data/egress-sinks/event-hub/tutorial');
  await expect(page.locator('pre.language-csharp .token.keyword', {hasText: 'using'}).first()).toBeVisible();
});

test('the C# request sample of an API operation is highlighted', async ({page}) => {
  await page.goto('/api/reference/get-egress-sink');
  const tab = page.locator('.openapi-tabs__code-item', {hasText: /csharp/i}).first();
  await tab.click();
  await expect(
    page.locator('.openapi-tabs__code-container').first().locator('.token.keyword', {hasText: 'new'}).first(),
  ).toBeVisible({timeout: 15_000});
});

test('a server-rendered code block becomes interactive: its copy button copies', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/connect-devices/tutorial-connect-device');
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  // The "Copied" label lasts a second only; the clipboard is what the reader keeps.
  const firstLine = (await block.locator('code').innerText()).split('\n')[0];
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(firstLine);
});
