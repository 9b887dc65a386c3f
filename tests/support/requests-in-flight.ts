import type {Page, Request} from '@playwright/test';

const pendingByPage = new WeakMap<Page, Set<Request>>();

/** Keeps the set of the page's requests still under way, from now until the page closes. */
export function trackRequests(page: Page) {
  if (pendingByPage.has(page)) return;
  const pending = new Set<Request>();
  const settle = (request: Request) => pending.delete(request);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  pendingByPage.set(page, pending);
}

/** The page's requests still under way; the page must come from the fixtures of tests/support/fixtures.ts. */
export function requestsInFlight(page: Page): ReadonlySet<Request> {
  const pending = pendingByPage.get(page);
  if (!pending) throw new Error('this page was not opened by the fixtures of tests/support/fixtures.ts');
  return pending;
}
