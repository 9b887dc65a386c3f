import {test, expect} from '../support/fixtures';
import {readySearchBox} from '../support/search-box';
import fs from 'node:fs';
import {startNginx} from '../../scripts/nginx-server';
import {nginxPorts} from '../support/nginx-ports';
import {deviceSdkLinks} from '../support/device-sdk-links';

let server: Awaited<ReturnType<typeof startNginx>>;

test.describe.configure({mode: 'serial'});
test.beforeAll(async () => {
  server = await startNginx(nginxPorts.deploy);
});
test.afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {headers, redirect: 'manual'});

test('pages are served at clean URLs and compressed', async () => {
  const page = await get('/get-started/', {'accept-encoding': 'gzip'});
  expect(page.status).toBe(200);
  expect(page.headers.get('content-encoding')).toBe('gzip');
  expect((await get('/get-started')).status).toBe(200);
  const brotli = await get('/', {'accept-encoding': 'br'});
  expect(brotli.headers.get('content-encoding'), 'install libnginx-mod-http-brotli-static').toBe('br');
});

test('the search index and pages go out as the build precompressed them', async () => {
  const sizeOf = (file: string) => String(fs.statSync(`build/${file}`).size);
  const gzipIndex = await get('/search-index.json', {'accept-encoding': 'gzip'});
  expect(gzipIndex.headers.get('content-encoding')).toBe('gzip');
  expect(gzipIndex.headers.get('content-length')).toBe(sizeOf('search-index.json.gz'));
  const gzipPage = await get('/get-started/', {'accept-encoding': 'gzip'});
  expect(gzipPage.headers.get('content-length')).toBe(sizeOf('get-started/index.html.gz'));
  const brotliIndex = await get('/search-index.json', {'accept-encoding': 'br'});
  expect(brotliIndex.headers.get('content-encoding')).toBe('br');
  expect(brotliIndex.headers.get('content-length')).toBe(sizeOf('search-index.json.br'));
  const plain = await get('/search-index.json', {'accept-encoding': 'identity'});
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.json()).toBeInstanceOf(Array);
});

test('.html and /index.html addresses redirect to the clean path', async () => {
  const html = await get('/get-started.html');
  expect(html.status).toBe(301);
  expect(new URL(html.headers.get('location')!, server.url).pathname).toBe('/get-started');
  const index = await get('/send-data/index.html');
  expect(index.status).toBe(301);
  expect(new URL(index.headers.get('location')!, server.url).pathname).toBe('/send-data/');
  const root = await get('/index.html');
  expect(new URL(root.headers.get('location')!, server.url).pathname).toBe('/');
});

test('an unknown path gets the not-found page with status 404', async () => {
  const response = await get('/no/such/page');
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
});

test('a page asked for in other letter case moves to its own address, keeping the query', async () => {
  const operation = await get('/API/Reference/List-Devices/?from=mail');
  expect(operation.status).toBe(301);
  const target = new URL(operation.headers.get('location')!, server.url);
  expect(target.pathname + target.search).toBe('/api/reference/list-devices?from=mail');
  const guide = await get('/Get-Started');
  expect(new URL(guide.headers.get('location')!, server.url).pathname).toBe('/get-started/');
  expect((await get('/API/Reference/No-Such-Operation')).status).toBe(404);
});

test('every link of the released Device SDKs ends on a page that has its section', async () => {
  const unresolved: string[] = [];
  for (const link of deviceSdkLinks) {
    const [path, section] = link.split('#');
    let response = await get(path);
    for (let hops = 0; hops < 3 && [301, 302, 308].includes(response.status); hops++) {
      response = await get(new URL(response.headers.get('location')!, server.url + path).pathname);
    }
    const html = response.status === 200 ? await response.text() : '';
    // The build writes attributes without quotes where it may (`id=site`).
    const hasSection = !section || new RegExp(`\\sid=["']?${section}["'\\s>]`).test(html);
    if (!html || !hasSection) unresolved.push(`${link} (${response.status})`);
  }
  expect(unresolved).toEqual([]);
});

test('hashed assets are immutable and pages revalidate', async () => {
  const html = await (await get('/')).text();
  const asset = html.match(/\/assets\/js\/[^"' >]+\.js/)![0];
  expect((await get(asset)).headers.get('cache-control')).toContain('immutable');
  expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
});

test('pages and other documents carry the full security headers', async () => {
  for (const path of ['/', '/no/such/page', '/spotflow-platform-api.json']) {
    const headers = (await get(path)).headers;
    const csp = headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
  }
});

test('scripts carry nosniff and a same-origin policy, without the page-only headers', async () => {
  const html = await (await get('/')).text();
  const script = html.match(/\/assets\/js\/[^"' >]+\.js/)![0];
  const headers = (await get(script)).headers;
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('content-security-policy')).toBe("default-src 'self'; object-src 'none'");
  expect(headers.get('x-frame-options')).toBeNull();
  expect(headers.get('permissions-policy')).toBeNull();
});

test('the site works under its Content-Security-Policy', async ({page}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as {reportViolation: (t: string) => void}).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  for (const path of [
    '/',
    '/connect-devices/',
    '/api/reference/list-devices',
    '/cli/reference/spotf/login',
  ]) {
    await page.goto(server.url + path);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
  await page.goto(server.url + '/consume-data/');
  await expect(page.locator('figure.diagram svg').first()).toBeVisible();
  await (await readySearchBox(page)).fill('provisioning');
  await expect(page.getByRole('option').first()).toBeVisible({timeout: 20_000});
  expect(violations).toEqual([]);
});
