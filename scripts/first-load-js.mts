// `npx tsx scripts/first-load-js.mts [route…]`: the gzip size of every script a page loads in
// Chromium until the network is idle, from the served build (start `npm run serve` first;
// PORT moves it). The quick check of the bench's first-load JS, without Lighthouse.
import {chromium} from '@playwright/test';
import {gzipBytes} from './bench/lighthouse-runs.mjs';

const port = Number(process.env.PORT ?? 3000);
const routes = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
try {
  for (const route of routes) {
    const page = await browser.newPage({viewport: {width: 412, height: 823}});
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'networkidle'});
    await page.waitForTimeout(2000);
    const bytes = [...scripts].reduce(
      (sum, script) => sum + gzipBytes('build', decodeURIComponent(script)),
      0,
    );
    console.log(`${route}\t${(bytes / 1024).toFixed(1)} KB gzip\t${scripts.size} scripts`);
    await page.close();
  }
} finally {
  await browser.close();
}
