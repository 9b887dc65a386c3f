import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {test, expect} from '../support/fixtures';
import {waitUntilSettled} from '../support/hydration';

// A long page whose HTML arrives in slow parts, as on a poor mobile connection: the browser
// paints the first part long before it has parsed the rest. React must not hydrate the
// half-parsed document: it would find markup missing, report a mismatch and render the page
// again from scratch.
const LONG_PAGE = '/cli/reference/spotf/stream/egress-route/create-or-update/sql';
const PARTS = 8;
const PAUSE_MS = 300;

/** A proxy in front of the test server that sends the HTML of `route` in `PARTS` parts. */
async function slowPageProxy(origin: string, route: string) {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, origin), {headers: {'accept-encoding': 'identity'}});
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(upstream.status, {'content-type': type, 'cache-control': 'no-store'});
    if (new URL(request.url!, origin).pathname !== route) return response.end(body);
    const size = Math.ceil(body.length / PARTS);
    for (let start = 0; start < body.length; start += size) {
      response.write(body.subarray(start, start + size));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close()};
}

test('a long page that arrives in slow parts hydrates only once it is whole', async ({page, baseURL}) => {
  const proxy = await slowPageProxy(baseURL!, LONG_PAGE);
  try {
    // When hydration fails, React throws the server-rendered markup away and renders the page
    // anew: the article the reader first saw would no longer be in the document.
    await page.addInitScript(() => {
      new MutationObserver((mutations, observer) => {
        const article = mutations
          .flatMap((mutation) => Array.from(mutation.addedNodes))
          .find((node) => node instanceof HTMLElement && node.tagName === 'ARTICLE');
        if (!article) return;
        Object.assign(window, {parsedArticle: article});
        observer.disconnect();
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(proxy.url + LONG_PAGE);
    await waitUntilSettled(page);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      documentEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      articleKept:
        (window as unknown as {parsedArticle?: Element}).parsedArticle === document.querySelector('article'),
    }));
    // The scenario holds: the reader saw the page while its HTML was still arriving.
    expect(timing.firstPaint).toBeLessThan(timing.documentEnd);
    expect(timing.articleKept, 'the parsed article is still the one in the page').toBe(true);
    await expect(page.locator('article h1')).toBeVisible();
  } finally {
    proxy.close();
  }
});
