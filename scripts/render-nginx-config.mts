// Renders the nginx configuration for a build: fills in the site root, the
// listen address and a Content-Security-Policy that allows the build's inline
// scripts by their hashes (never 'unsafe-inline' or 'unsafe-eval' for scripts).
//
//   tsx scripts/render-nginx-config.mts --root build --listen 8080 --out /etc/nginx/spotflow-docs
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const templates = path.join(path.dirname(fileURLToPath(import.meta.url)), '../deploy/nginx');
// Debian packages each module apart; whichever is installed gets switched on.
const BROTLI_MODULES = [
  {
    file: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
    directives:
      '    brotli on;\n    brotli_comp_level 5;\n    brotli_types text/css application/javascript application/json text/plain text/markdown image/svg+xml application/xml;\n',
  },
  {file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', directives: '    brotli_static on;\n'},
];

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The HTML of every page of a build, read once for everything the configuration takes from it. */
export function builtPages(buildDir: string): string[] {
  return htmlFiles(buildDir).map((file) => fs.readFileSync(file, 'utf8'));
}

/** sha256 sources of every distinct inline <script> of the pages. */
export function inlineScriptHashes(pages: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || /type=["']?application\/(ld\+)?json/.test(attributes) || !body)
        continue;
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * Each page's own address, from its canonical link, keyed by that address with and without a trailing
 * slash: the entries of an nginx map, whose plain strings match a request in any letter case.
 */
export function pageAddressEntries(pages: string[]): string {
  const entries = new Map<string, string>();
  for (const html of pages) {
    const link = /<link\b[^>]*\brel=["']?canonical\b[^>]*>/.exec(html)?.[0];
    const href = link && /\bhref=["']?([^"'\s>]+)/.exec(link)?.[1];
    if (!href) continue;
    const address = new URL(href).pathname;
    if (address === '/' || address.endsWith('.html') || /["\\\s;{}$]/.test(address)) continue;
    for (const key of [address, address.endsWith('/') ? address.slice(0, -1) : `${address}/`]) {
      entries.set(key.toLowerCase(), `    "${key}" ${address};\n`);
    }
  }
  return [...entries.values()].sort().join('');
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Code highlighting and the theme's collapsibles write style attributes, in the HTML and at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function renderNginxConfig({root, listen, out}: {root: string; listen: string; out: string}) {
  const rootDir = path.resolve(root);
  const outDir = path.resolve(out);
  const headerFiles = {
    page: path.join(outDir, 'page-headers.conf'),
    asset: path.join(outDir, 'asset-headers.conf'),
  };
  const brotliModules = BROTLI_MODULES.filter(({file}) => fs.existsSync(file));
  const brotli = brotliModules.map(({directives}) => directives).join('');
  const pages = builtPages(rootDir);
  const csp = contentSecurityPolicy(inlineScriptHashes(pages));
  const pageAddresses = pageAddressEntries(pages);
  fs.mkdirSync(outDir, {recursive: true});
  const fill = (name: string) =>
    fs
      .readFileSync(path.join(templates, `${name}.template`), 'utf8')
      .replaceAll('__ROOT__', rootDir)
      .replaceAll('__LISTEN__', listen)
      .replaceAll('__PAGE_HEADERS__', headerFiles.page)
      .replaceAll('__ASSET_HEADERS__', headerFiles.asset)
      .replaceAll('__CSP__', csp)
      .replace('__PAGE_ADDRESSES__\n', pageAddresses)
      .replace('__BROTLI__\n', brotli);
  fs.writeFileSync(headerFiles.page, fill('page-headers.conf'));
  fs.writeFileSync(headerFiles.asset, fill('asset-headers.conf'));
  // For the main context of nginx.conf, where Debian's modules-enabled/ is not included.
  fs.writeFileSync(
    path.join(outDir, 'modules.conf'),
    brotliModules.map(({file}) => `load_module ${file};\n`).join(''),
  );
  fs.writeFileSync(path.join(outDir, 'site.conf'), fill('site.conf'));
  return {siteConf: path.join(outDir, 'site.conf'), brotli: Boolean(brotli)};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      root: {type: 'string', default: 'build'},
      listen: {type: 'string', default: '8080'},
      out: {type: 'string'},
    },
  });
  if (!values.out) {
    console.error('Usage: render-nginx-config.mts --out DIR [--root build] [--listen 8080]');
    process.exit(2);
  }
  const {siteConf, brotli} = renderNginxConfig({...values, out: values.out});
  console.log(`Wrote ${siteConf}${brotli ? ' (with brotli)' : ' (gzip only: brotli module not installed)'}`);
}
