// `npx tsx scripts/bench/first-load-js.mts [buildDir]`: the gzip size of the scripts each of the
// bench's page types loads in the browser until it settles, and what its links then prefetch.
// Fast enough to run once per build when weighing a change to the bundle.
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {chromium} from '@playwright/test';
import serveHandler from 'serve-handler';
import {chromiumLaunchOptions} from '../../tests/support/browser';
import {gzipBytes} from './lighthouse-runs.mjs';

export const PAGE_TYPES = {
  home: '/',
  guide: '/manage-access/roles',
  'guide with diagram': '/send-data/',
  tutorial: '/connect-devices/tutorial-connect-device',
  'cli command': '/cli/reference/spotf/stream/create-or-update',
  'api operation': '/api/reference/create-provisioning-token',
};

export interface FirstLoad {
  page: string;
  scriptKB: number;
  prefetchLinks: number;
  prefetchedKB: number;
}

export async function firstLoadOf(buildDir: string): Promise<FirstLoad[]> {
  const server = http.createServer((request, response) =>
    serveHandler(request, response, {public: buildDir, cleanUrls: true, directoryListing: false}),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const gzipKB = (urls: Iterable<string>) =>
    [...urls].reduce((sum, url) => sum + gzipBytes(buildDir, decodeURIComponent(new URL(url).pathname)), 0) /
    1024;
  try {
    const results: FirstLoad[] = [];
    for (const [page, route] of Object.entries(PAGE_TYPES)) {
      const tab = await browser.newPage({viewport: {width: 1280, height: 800}});
      const scripts = new Set<string>();
      const prefetched = new Set<string>();
      tab.on('request', (request) => {
        if (!request.url().endsWith('.js')) return;
        (request.resourceType() === 'script' ? scripts : prefetched).add(request.url());
      });
      await tab.goto(origin + route);
      await tab.locator('html[data-has-hydrated="true"]').waitFor();
      await tab.waitForLoadState('networkidle');
      await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await tab.waitForLoadState('networkidle');
      const prefetchLinks = await tab.locator('link[rel="prefetch"]').count();
      for (const url of scripts) prefetched.delete(url);
      results.push({page, scriptKB: gzipKB(scripts), prefetchLinks, prefetchedKB: gzipKB(prefetched)});
      await tab.close();
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await firstLoadOf(process.argv[2] ?? 'build');
  for (const row of rows)
    console.log(
      `${row.page.padEnd(20)} ${row.scriptKB.toFixed(1).padStart(7)} KB  prefetch links ${row.prefetchLinks}, ${row.prefetchedKB.toFixed(1)} KB`,
    );
}
