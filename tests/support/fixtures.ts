import {test as base, expect} from '@playwright/test';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Every test watches its page: a console error, an uncaught exception or a
 * request to a host other than loopback fails the test that caused it.
 */
export const test = base.extend<{
  expectedConsoleErrors: RegExp[];
  pageHealth: {consoleErrors: string[]; externalRequests: string[]};
}>({
  expectedConsoleErrors: [[], {option: true}],
  pageHealth: [
    async ({page, expectedConsoleErrors}, use) => {
      const health = {consoleErrors: [] as string[], externalRequests: [] as string[]};
      const isExpected = (text: string) => expectedConsoleErrors.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpected(message.text()))
          health.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (!isExpected(error.message)) health.consoleErrors.push(error.message);
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && !LOOPBACK_HOSTS.has(url.hostname)) {
          health.externalRequests.push(request.url());
        }
      });
      await use(health);
      expect(health.consoleErrors, 'console errors').toEqual([]);
      expect(health.externalRequests, 'requests to non-loopback hosts').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
