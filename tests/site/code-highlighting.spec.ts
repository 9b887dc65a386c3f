import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {gotoHydrated, waitUntilSettled} from '../support/hydration';
import {scriptsLoadedBy} from '../support/loaded-scripts';
import {guideFenceLanguages} from '../support/guide-sources';
import {grammarOf} from '../../src/prism/languages';

// The bundled renderer has no grammars of its own: a page imports those of its code blocks
// (plugins/prism-with-code-blocks); these pages would show plain text if not.

// One page for each language the guides highlight, with the languages it shows.
const samplePages: Record<string, string[]> = {
  '/connect-devices/tutorial-connect-device': ['bash', 'json', 'python', 'yaml'],
  '/consume-data/egress-sinks/event-hub/tutorial': ['csharp'],
  '/consume-data/egress-sinks/sql': ['sql'],
  '/cli/': ['powershell'],
  '/device-sdk/rust': ['rust', 'toml'],
  '/device-sdk/c': ['c', 'makefile'],
  '/monitor-devices/': ['javascript'],
};

test('the sample pages cover every language the guides highlight', () => {
  const guideGrammars = new Set(guideFenceLanguages().flatMap((language) => grammarOf(language) ?? []));
  expect([...guideGrammars].sort()).toEqual(Object.values(samplePages).flat().sort());
});

for (const [route, languages] of Object.entries(samplePages)) {
  test(`${route} keeps its ${languages.join(', ')} highlighted once hydrated`, async ({page}) => {
    // A grammar missing in the browser would make hydration differ from the served HTML,
    // and React would draw the blocks again as plain text.
    await page.goto(route);
    await waitUntilSettled(page);
    for (const language of languages) {
      await expect(page.locator(`pre.language-${language} .token:not(.plain)`).first()).toBeAttached();
    }
  });
}

// A keyword only the C# grammar lists.
const CSHARP_GRAMMAR = 'stackalloc';

/** The scripts a page loads that hold the C# grammar. */
async function scriptsWithCsharpGrammar(page: Page, route: string): Promise<string[]> {
  const scripts = await scriptsLoadedBy(page, [route]);
  return scripts.filter(({text}) => text.includes(CSHARP_GRAMMAR)).map(({url}) => url);
}

test('a page without C# code downloads no C# grammar, and a page with C# does', async ({page}) => {
  expect(await scriptsWithCsharpGrammar(page, '/manage-access/roles')).toEqual([]);
  expect(await scriptsWithCsharpGrammar(page, '/consume-data/egress-sinks/event-hub/tutorial')).not.toEqual(
    [],
  );
});

test('a tutorial rendered in the browser highlights each of its languages', async ({page}) => {
  // Reached by client-side navigation, so no block comes highlighted from the server.
  await gotoHydrated(page, '/connect-devices/');
  await page.locator('article a[href="/connect-devices/tutorial-connect-device"]').first().click();
  await expect(page).toHaveURL(/tutorial-connect-device$/);
  // Some blocks sit in tabs that are not shown, so look for the tokens, not for visibility.
  for (const language of ['bash', 'json', 'python', 'yaml']) {
    await expect(page.locator(`pre.language-${language} .token:not(.plain)`).first()).toBeAttached();
  }
});

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
  await gotoHydrated(page, '/api/reference/get-egress-sink');
  const tab = page.locator('.openapi-tabs__code-item', {hasText: /csharp/i}).first();
  await tab.click();
  await expect(
    page.locator('.openapi-tabs__code-container').first().locator('.token.keyword', {hasText: 'new'}).first(),
  ).toBeVisible({timeout: 15_000});
});

test('a server-rendered code block becomes interactive: its copy button copies', async ({page}) => {
  await gotoHydrated(page, '/connect-devices/tutorial-connect-device');
  // The theme copies through a temporary text area; record what the copy event carries
  // rather than reading the system clipboard, which needs a focused window.
  await page.evaluate(() =>
    document.addEventListener('copy', (event) =>
      Object.assign(window, {copiedText: (event.target as HTMLTextAreaElement).value}),
    ),
  );
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const firstLine = (await block.locator('code').innerText()).split('\n')[0];
  expect(firstLine.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => (window as {copiedText?: string}).copiedText))
    .toContain(firstLine);
});

test('code blocks keep their highlighting through hydration', async ({page, request}) => {
  const route = '/connect-devices/tutorial-connect-device';
  const served = await (await request.get(route)).text();
  const servedBlocks = served.match(/class="[^"]*\btheme-code-block\b/g)?.length ?? 0;
  expect(servedBlocks).toBeGreaterThan(5);
  await page.goto(route);
  // Once late context updates have re-rendered the page.
  await waitUntilSettled(page);
  await expect(page.locator('.theme-code-block')).toHaveCount(servedBlocks);
  await expect(page.locator('.theme-code-block .token:not(.plain)').first()).toBeVisible();
});
