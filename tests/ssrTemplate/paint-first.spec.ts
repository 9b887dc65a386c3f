import {test, expect} from '../support/fixtures';
import {gotoHydrated} from '../support/hydration';

const GUIDE = '/send-data/';

// Notes the moment a <script> for main.js enters the document: at parse time for `defer`,
// after the first paint with the site's template.
const noteWhenMainScriptIsAdded = () => {
  const record = window as unknown as {mainScriptAddedAt?: number};
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(node.src))
          record.mainScriptAddedAt ??= performance.now();
      });
  }).observe(document, {childList: true, subtree: true});
};

test('the text of a guide is painted before the site scripts start, and the page then hydrates', async ({
  page,
}) => {
  await page.addInitScript(noteWhenMainScriptIsAdded);
  await gotoHydrated(page, GUIDE);
  const {firstContentfulPaint, mainScriptAddedAt} = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    mainScriptAddedAt: (window as unknown as {mainScriptAddedAt?: number}).mainScriptAddedAt,
  }));
  expect(firstContentfulPaint).toBeGreaterThan(0);
  expect(mainScriptAddedAt).toBeGreaterThan(firstContentfulPaint!);
});

test('a browser that cannot observe paints still hydrates the page, and its controls work', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', {value: undefined});
  });
  await gotoHydrated(page, GUIDE);
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a page whose paint is never reported, as in a tab opened in the background, still hydrates', async ({
  page,
}) => {
  await page.addInitScript(() => {
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', {value: SilentObserver});
  });
  await page.goto(GUIDE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 5000});
});
