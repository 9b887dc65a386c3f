import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {allBuiltRoutes} from '../support/built-site';

// Every page of the build, not a sample: axe in light and in dark mode. The
// fixture also fails a page on console errors and on requests off loopback.
const routes = allBuiltRoutes().sort();

// Code blocks are left out: their token colours are checked for every token of both
// themes by tests/theme/readable-code-themes.test.ts, and scanning thousands of
// token spans would make this crawl several times slower. Dark mode changes only
// colours, so it is checked for contrast alone.
// Legacy mode runs axe in the page itself: the default mode finishes every run
// in a new blank page, which made this crawl about half again as long. The site has no iframes.
async function seriousViolations(page: Page, mode: 'light' | 'dark') {
  const axe = new AxeBuilder({page})
    .setLegacyMode()
    .options({resultTypes: ['violations']})
    .exclude('.prism-code');
  if (mode === 'light') axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  else axe.withRules(['color-contrast']);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the build has pages to check', () => {
  expect(routes.length).toBeGreaterThan(200);
});

for (const route of routes) {
  test(`${route} has no serious accessibility violation, light or dark`, async ({page}) => {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    // Judge colours in their final state, not halfway through a fade.
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    expect(await seriousViolations(page, 'light'), 'light mode').toEqual([]);
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page, 'dark'), 'dark mode').toEqual([]);
  });
}
