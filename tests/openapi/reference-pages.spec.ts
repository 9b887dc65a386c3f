import {test, expect} from '../support/fixtures';
import {readySearchBox} from '../support/search-box';

// The fixture fails each test on a request off loopback, so these pages are also
// checked to load their language logos and code from the site itself.

test('an operation page shows its endpoint, a rendered schema and samples in five languages', async ({
  page,
}) => {
  await page.goto('/api/reference/get-egress-sink');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('GET Egress Sink');
  await expect(page.locator('.openapi__method-endpoint')).toContainText(
    '/workspaces/:workspaceId/egress-sinks/:egressSinkName',
  );
  // Egress sinks are a oneOf by kind: the schema shows one tab per kind.
  const kinds = page
    .locator('.openapi-tabs__discriminator-list-container')
    .first()
    .locator('.openapi-tabs__discriminator-item');
  await expect(kinds).toHaveText([
    'Delta',
    'EventHub',
    'Grafana',
    'OpenTelemetry',
    'PlatformStream',
    'S3',
    'ServiceBus',
    'Sql',
  ]);
  await expect(page.locator('.openapi-schema__property', {hasText: 'kind'}).first()).toBeVisible();

  const samples = page
    .locator('.openapi-tabs__code-list-container')
    .first()
    .locator('.openapi-tabs__code-item');
  await expect(samples).toHaveText(['curl', 'python', 'nodejs', 'csharp', 'powershell'], {
    ignoreCase: true,
    timeout: 15_000,
  });
  await samples.filter({hasText: /python/i}).click();
  await expect(page.locator('.openapi-tabs__code-container').first()).toContainText('import requests');
  await expect(page.getByRole('button', {name: /send api request/i})).toHaveCount(0);
});

test('each code-sample tab shows its language logo', async ({page}) => {
  await page.goto('/api/reference/get-egress-sink');
  const tabs = page.locator('.openapi-tabs__code-list-container').first().locator('.openapi-tabs__code-item');
  await expect(tabs).toHaveCount(5, {timeout: 15_000});
  const logoSizes = await tabs.evaluateAll((items) =>
    items.map((item) => {
      const logo = getComputedStyle(item, '::after');
      return `${logo.width} x ${logo.height}`;
    }),
  );
  expect(logoSizes).toEqual(Array(5).fill('24px x 24px'));
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
  ['approve provisioning operation', 'APPROVE Provisioning Operation'],
  ['/provisioning-operations/approve', 'provisioning-operations/approve'],
]) {
  test(`search for "${query}" leads to the operation`, async ({page}) => {
    await page.goto('/api/');
    await (await readySearchBox(page)).fill(query);
    await page.getByRole('option').filter({hasText: shown}).first().click({timeout: 20_000});
    await expect(page).toHaveURL(/\/api\/reference\/approve-provisioning-operation/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('APPROVE Provisioning Operation');
  });
}

test('an operation page moves through its headings without skipping a level', async ({page}) => {
  await page.goto('/api/reference/create-provisioning-token');
  // The explorer renders on the client: wait for its authorization disclosure.
  const authorization = page.locator('.openapi-security__summary-container');
  await expect(authorization).toHaveText(/Authorization: http/i, {timeout: 15_000});
  await authorization.click();
  await expect(page.locator('.openapi-security__fields')).toContainText('scheme: bearer');

  const levels = await page
    .locator('main h1, main h2, main h3, main h4, main h5, main h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  levels
    .slice(1)
    .forEach((level, i) => expect(level, `heading ${i + 2} of ${levels}`).toBeLessThanOrEqual(levels[i] + 1));
});

test.describe('on the desktop screen Lighthouse measures', () => {
  test.use({viewport: {width: 1350, height: 940}});

  test('an operation page is served with its full endpoint and holds still while the explorer loads', async ({
    page,
    request,
  }) => {
    const route = '/api/reference/create-provisioning-token';
    // React separates adjacent texts with empty comments.
    const served = (await (await request.get(route)).text()).replaceAll('<!-- -->', '');
    expect(served).toContain(
      'https://api.eu1.spotflow.io/workspaces/:workspaceId/provisioning-tokens/create',
    );

    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, {layoutShifts: shifts});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {value: number; hadRecentInput: boolean}
        >)
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(route);
    // On a desktop screen the explorer sits beside the description, in view from the start.
    await expect(page.locator('.openapi-explorer__request-form')).toBeVisible({timeout: 15_000});
    await expect(page.locator('.openapi-tabs__code-container').first()).toContainText('curl');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});

test('an operation with deeply nested response fields fits a 375 px screen', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/api/reference/get-stream');
  await expect(
    page.locator('.openapi-schema__property', {hasText: 'rejectedMessages'}).first(),
  ).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways by this many pixels').toBe(0);
});
