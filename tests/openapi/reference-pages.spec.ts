import {test, expect} from '../support/fixtures';
import {readySearchBox} from '../support/search-box';

// The fixture fails each test on a request off loopback.

const LANGUAGES = ['curl', 'Python', 'Node.js', 'C#', 'PowerShell'];

test('an operation page shows its endpoint, its fields and samples in five languages', async ({page}) => {
  await page.goto('/api/reference/get-egress-sink');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an egress sink');
  await expect(page.locator('.api-endpoint')).toHaveText(
    'GET https://api.eu1.spotflow.io/workspaces/{workspaceId}/egress-sinks/{egressSinkName}',
  );
  // Egress sinks are a oneOf by kind: each kind's fields fold into a <details> of their own.
  const kinds = page.locator('summary').filter({hasText: /^kind: /});
  await expect(kinds.first()).toBeAttached();
  expect(await kinds.allInnerTexts()).toEqual(
    expect.arrayContaining(['kind: Delta', 'kind: S3', 'kind: Sql', 'kind: OpenTelemetry']),
  );
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(LANGUAGES);
  await tabs.filter({hasText: 'Python'}).click();
  await expect(page.getByRole('tabpanel').filter({visible: true})).toContainText('import requests');
  await expect(page.getByRole('button', {name: /send api request/i})).toHaveCount(0);
});

test('the sample language a reader picks holds on the next operation and can be linked', async ({page}) => {
  await page.goto('/api/reference/get-egress-sink');
  await page.getByRole('tab', {name: 'PowerShell'}).click();
  await page.goto('/api/reference/list-devices');
  await expect(page.getByRole('tab', {name: 'PowerShell'})).toHaveAttribute('aria-selected', 'true');
  await page.goto('/api/reference/create-site?language=csharp');
  await expect(page.getByRole('tab', {name: 'C#'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({visible: true})).toContainText('HttpClient');
});

test('a parameter table keeps the words of its location and type columns whole', async ({page}) => {
  await page.goto('/api/reference/list-devices');
  // Each word between the name and the description lies on one line: a word broken inside reads as
  // letters stacked down the cell ("p", "a", "t", "h").
  const words = await page
    .locator('.api-fields')
    .first()
    .evaluate((table) =>
      Array.from(table.querySelectorAll('tbody td:not(:first-child):not(:last-child)')).flatMap((cell) =>
        [...cell.textContent!.matchAll(/\S+/g)].map((word) => {
          const text = cell.firstChild!;
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return {word: word[0], lines: range.getClientRects().length};
        }),
      ),
    );
  expect(words.map(({word}) => word)).toEqual(expect.arrayContaining(['path', 'query', 'string']));
  expect(words.filter(({lines}) => lines > 1)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('an operation page shows its request fields and opens nested ones', async ({page}) => {
    await page.goto('/api/reference/create-alert-rule');
    await expect(page.locator('.api-fields').nth(1)).toContainText('severity');
    const notifications = page
      .locator('details')
      .filter({has: page.locator('summary', {hasText: 'notifications fields'})})
      .first();
    await expect(notifications.getByText('webhookUrl').first()).toBeHidden();
    await notifications.locator('summary').first().click();
    await expect(notifications.getByText('webhookUrl').first()).toBeVisible();
    await expect(page.locator('pre').filter({hasText: 'curl'}).first()).toBeVisible();
  });
});

test('a tag page lists the operations of its tag', async ({page}) => {
  await page.goto('/api/reference/device-provisioning');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Device Provisioning');
  for (const operation of ['create-provisioning-token', 'approve-provisioning-operation']) {
    await expect(page.locator(`article a[href="/api/reference/${operation}"]`)).toBeVisible();
  }
});

// By its summary, and by its path, which the suggestion quotes.
for (const [query, shown] of [
  ['approve provisioning operation', 'Approve a provisioning operation'],
  ['/provisioning-operations/approve', 'provisioning-operations/approve'],
]) {
  test(`search for "${query}" leads to the operation`, async ({page}) => {
    await page.goto('/api/');
    await (await readySearchBox(page)).fill(query);
    await page.getByRole('option').filter({hasText: shown}).first().click({timeout: 20_000});
    await expect(page).toHaveURL(/\/api\/reference\/approve-provisioning-operation/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Approve a provisioning operation');
  });
}

test('search for a field name suggests the operations that carry it', async ({page}) => {
  await page.goto('/api/');
  await (await readySearchBox(page)).fill('lastSeenTime');
  const suggestions = page.getByRole('option');
  await expect(suggestions.first()).toBeVisible({timeout: 20_000});
  expect(await suggestions.allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringMatching(/List devices|Get a device\b/)]),
  );
});

test('an operation page moves through its headings without skipping a level', async ({page}) => {
  await page.goto('/api/reference/create-provisioning-token');
  const levels = await page
    .locator('main h1, main h2, main h3, main h4, main h5, main h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  levels
    .slice(1)
    .forEach((level, i) => expect(level, `heading ${i + 2} of ${levels}`).toBeLessThanOrEqual(levels[i] + 1));
});

test('an operation with deeply nested response fields fits a 375 px screen', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/api/reference/get-stream');
  await expect(page.getByText('rejectedMessages').first()).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways by this many pixels').toBe(0);
});
