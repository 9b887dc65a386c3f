import {test, expect} from '../support/fixtures';
import {gotoHydrated, waitUntilSettled} from '../support/hydration';

test.describe('an unknown path', () => {
  // The browser reports the 404 status of the document itself as a console error.
  test.use({expectedConsoleErrors: [/status of 404/]});

  test('shows the not-found page with status 404', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

for (const variant of ['/get-started.html', '/get-started/index.html']) {
  test(`${variant} shows the same page as /get-started/`, async ({page}) => {
    await page.goto('/get-started/');
    const title = await page.getByRole('heading', {level: 1}).textContent();
    await page.goto(variant);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title ?? '');
    expect(new URL(page.url()).pathname).not.toMatch(/\.html$/);
  });
}

test('a page asked for in other letter case moves to its own address and hydrates cleanly', async ({
  page,
}) => {
  await page.goto('/api/reference/list-devices');
  const title = await page.getByRole('heading', {level: 1}).textContent();
  const response = await page.goto('/API/Reference/List-Devices?from=mail');
  expect(response?.status()).toBe(200);
  const {pathname, search} = new URL(page.url());
  expect(pathname + search).toBe('/api/reference/list-devices?from=mail');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title ?? '');
  await waitUntilSettled(page);
});

test('pages carry noindex, no breadcrumbs and direct links on headings', async ({page}) => {
  await page.goto('/send-data/message-validation');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('.breadcrumbs')).toHaveCount(0);
  const firstH2 = page.locator('article h2[id]').first();
  const text = (await firstH2.textContent())?.replace(/\u200b/g, '').trim();
  const anchor = firstH2.locator('a.hash-link');
  await expect(anchor).toHaveAttribute('title', `Direct link to ${text}`);
  await expect(anchor).toHaveAttribute('href', `#${await firstH2.getAttribute('id')}`);
});

test('the colour mode choice is stored under "theme" and survives a reload', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the announcement bar stays closed after a reload', async ({page}) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'command reference'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test.describe('on a 375 px wide screen', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('the mobile menu opens and its "Back to main menu" returns to the main menu', async ({page}) => {
    await gotoHydrated(page, '/send-data/');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const back = sidebar.getByRole('button', {name: 'Back to main menu'});
    await expect(back).toBeVisible();
    // The secondary menu is the docs sidebar, with the current page marked.
    await expect(sidebar.locator('.menu__link[aria-current="page"]').first()).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'API', exact: true})).toBeVisible();
  });

  test('a page prefetches what its visible links lead to, not the closed menu', async ({page}) => {
    const distinctPrefetches = async () =>
      new Set(
        await page
          .locator('link[rel="prefetch"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).size;
    await page.goto('/api/reference/create-provisioning-token');
    // Links ask for their files once they are seen after hydration; then those files arrive.
    await expect.poll(distinctPrefetches).toBeGreaterThan(0);
    await waitUntilSettled(page);
    const whileClosed = await distinctPrefetches();
    expect(whileClosed).toBeGreaterThan(0);
    // The navbar's own links; the closed menu holds some forty more pages.
    expect(whileClosed, 'files prefetched while the mobile menu is closed').toBeLessThan(15);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    // The menu's visible pages add their own files (the layout they share is already there).
    await expect.poll(distinctPrefetches).toBeGreaterThan(whileClosed + 12);
  });
});

test('local storage that throws leaves the page usable', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('storage disabled');
      },
    });
  });
  await page.goto('/connect-devices/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('link', {name: 'Get started'}).first().click();
  await expect(page).toHaveURL(/\/get-started\/$/);
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});

test('page titles name the page, then the site, and the home page only the site', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Spotflow IoT Platform documentation');
  await page.goto('/get-started/');
  await expect(page).toHaveTitle('Get started | Spotflow IoT Platform documentation');
});

test.describe('a page whose code fails to load', () => {
  // The browser reports each refused script as an error, and hovering the link
  // leaves the framework's preload of the refused chunk rejected.
  test.use({expectedConsoleErrors: [/Failed to load resource|ERR_FAILED|Loading chunk \d+ failed/]});

  test('is reached anyway: the site reloads it from the server', async ({page}) => {
    let refuseScripts = false;
    let reloads = 0;
    await page.route(/\/assets\/js\/.+\.js$/, (route) => (refuseScripts ? route.abort() : route.continue()));
    page.on('request', (request) => {
      if (refuseScripts && request.isNavigationRequest()) {
        reloads += 1;
        refuseScripts = false;
      }
    });
    await gotoHydrated(page, '/changelog/');
    refuseScripts = true;
    await page.locator('footer').getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL(/\/get-started\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Get started');
    expect(reloads).toBe(1);
  });
});

test('every docs page offers its Markdown copy, guides and references alike', async ({page, request}) => {
  for (const route of ['/send-data/', '/api/reference/list-devices', '/cli/reference/spotf/login']) {
    await gotoHydrated(page, route);
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible();
    const markdown = await page.getByRole('link', {name: 'View Markdown'}).getAttribute('href');
    const copy = await request.get(markdown!);
    expect(copy.status(), markdown!).toBe(200);
    expect(await copy.text()).toContain(`# ${await page.locator('h1').first().innerText()}`);
  }
});
