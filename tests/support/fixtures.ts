import {test as base, expect, type Page} from '@playwright/test';
import {trackRequests} from './requests-in-flight';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface PageHealth {
  consoleErrors: string[];
  externalRequests: string[];
}

/** Records what a page does wrong until the returned function is called, which stops recording. */
function watchHealth(page: Page, expectedConsoleErrors: RegExp[]): [PageHealth, () => void] {
  trackRequests(page);
  const health: PageHealth = {consoleErrors: [], externalRequests: []};
  const isExpected = (text: string) => expectedConsoleErrors.some((pattern) => pattern.test(text));
  const onConsole = (message: {type(): string; text(): string}) => {
    if (message.type() === 'error' && !isExpected(message.text())) health.consoleErrors.push(message.text());
  };
  const onPageError = (error: Error) => {
    if (!isExpected(error.message)) health.consoleErrors.push(error.message);
  };
  const onRequest = (request: {url(): string}) => {
    const url = new URL(request.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && !LOOPBACK_HOSTS.has(url.hostname)) {
      health.externalRequests.push(request.url());
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  return [
    health,
    () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
    },
  ];
}

function expectHealthy(health: PageHealth) {
  expect(health.consoleErrors, 'console errors').toEqual([]);
  expect(health.externalRequests, 'requests to non-loopback hosts').toEqual([]);
}

/**
 * Every test watches its page: a console error, an uncaught exception or a
 * request to a host other than loopback fails the test that caused it.
 */
export const test = base.extend<{
  expectedConsoleErrors: RegExp[];
  pageHealth: PageHealth;
}>({
  expectedConsoleErrors: [[], {option: true}],
  pageHealth: [
    async ({page, expectedConsoleErrors}, use) => {
      const [health, stop] = watchHealth(page, expectedConsoleErrors);
      await use(health);
      stop();
      expectHealthy(health);
    },
    {auto: true},
  ],
});

/**
 * For crawls that visit hundreds of pages one by one: each worker keeps one browser tab and
 * each test navigates it, instead of opening a new browser context per test. Every test is
 * still watched as above, over its own visit.
 */
export const crawlTest = base.extend<{expectedConsoleErrors: RegExp[]; workerPage: Page}, {sharedPage: Page}>(
  {
    expectedConsoleErrors: [[], {option: true}],
    sharedPage: [
      async ({browser}, use, workerInfo) => {
        const {viewport, baseURL} = workerInfo.project.use;
        const context = await browser.newContext({viewport, baseURL});
        await use(await context.newPage());
        await context.close();
      },
      {scope: 'worker'},
    ],
    workerPage: async ({sharedPage, expectedConsoleErrors}, use) => {
      const [health, stop] = watchHealth(sharedPage, expectedConsoleErrors);
      await use(sharedPage);
      stop();
      expectHealthy(health);
    },
  },
);

export {expect};
