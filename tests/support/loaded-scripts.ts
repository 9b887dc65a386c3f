import type {Page, Request} from '@playwright/test';
import {waitUntilSettled} from './hydration';

export interface LoadedScript {
  url: string;
  text: string;
}

/**
 * Every script the page loads while it opens each route in turn and settles. The bodies are
 * fetched again once all navigations are done: the browser drops a response's body when its
 * page navigates away, so reading it from a `response` handler races the next navigation.
 */
export async function scriptsLoadedBy(page: Page, routes: string[]): Promise<LoadedScript[]> {
  const urls = new Set<string>();
  const record = (request: Request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  };
  page.on('request', record);
  try {
    for (const route of routes) {
      await page.goto(route);
      // Chunks a page asks for after hydration (tabs, code grammars) count too.
      await waitUntilSettled(page);
    }
  } finally {
    page.off('request', record);
  }
  return Promise.all([...urls].map(async (url) => ({url, text: await (await page.request.get(url)).text()})));
}
