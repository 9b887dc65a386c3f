import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {crawlTest as test, expect} from '../support/fixtures';
import {allBuiltRoutes} from '../support/built-site';

// Every page of the build, not a sample, in light and in dark mode. The navbar, sidebar and
// footer are the same on every page of a layout, so the whole page is checked once per layout
// and, everywhere else, the page's own content (its <main>). The fixture also fails a page on
// console errors and on requests off loopback. Each worker walks its share of the pages in one
// tab rather than a new browser context per page (the crawl took 5.4 instead of 7.9 minutes on two
// cores; axe stays compiled in the tab's renderer). The tab keeps the colour mode the previous page
// left, so each page is checked in that mode first and then in the other.
const routes = allBuiltRoutes().sort();

// One page of each layout: the guides' home, a guide, a tutorial, the CLI reference, the web API
// overview and an operation, and the not-found page.
const LAYOUTS = [
  '/',
  '/manage-access/roles',
  '/connect-devices/tutorial-connect-device',
  '/cli/reference/spotf/stream/create-or-update',
  '/api/',
  '/api/reference/create-provisioning-token',
  '/no-such-page',
];

// Code blocks are left out: their token colours are checked for every token of both
// themes by tests/theme/readable-code-themes.test.ts, and scanning thousands of
// token spans would make this crawl several times slower. Dark mode changes only
// colours, so it is checked for contrast alone.
// Legacy mode runs axe in the page itself: the default mode finishes every run
// in a new blank page, which made this crawl about half again as long. The site has no iframes.
async function seriousViolations(page: Page, mode: 'light' | 'dark', scope: 'page' | 'content') {
  const axe = new AxeBuilder({page})
    .setLegacyMode()
    .options({resultTypes: ['violations']})
    .exclude('.prism-code');
  // The search page has no <main>; its content is the wrapper every layout puts below the navbar.
  if (scope === 'content') axe.include((await page.locator('main').count()) > 0 ? 'main' : '.main-wrapper');
  if (mode === 'light') axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  else axe.withRules(['color-contrast']);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function checkBothModes(page: Page, route: string, scope: 'page' | 'content') {
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible();
  // Judge colours in their final state, not halfway through a fade.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const first = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  const second = first === 'dark' ? 'light' : 'dark';
  expect(await seriousViolations(page, first, scope), `${first} mode`).toEqual([]);
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', second);
  expect(await seriousViolations(page, second, scope), `${second} mode`).toEqual([]);
}

test('the build has pages to check, and each layout sampled is one of them', () => {
  expect(routes.length).toBeGreaterThan(200);
  const built = new Set(routes.map((route) => route.replace(/(.)\/$/, '$1')));
  expect(
    LAYOUTS.filter((route) => route !== '/no-such-page' && !built.has(route.replace(/(.)\/$/, '$1'))),
  ).toEqual([]);
});

for (const route of LAYOUTS) {
  test.describe(() => {
    // The not-found page logs the failed request for its own route.
    if (route === '/no-such-page') test.use({expectedConsoleErrors: [/404/]});
    test(`the whole page of ${route}, its shell included, has no serious accessibility violation`, async ({
      workerPage,
    }) => {
      await checkBothModes(workerPage, route, 'page');
    });
  });
}

for (const route of routes) {
  test(`${route} has no serious accessibility violation in its content, light or dark`, async ({
    workerPage,
  }) => {
    await checkBothModes(workerPage, route, 'content');
  });
}
