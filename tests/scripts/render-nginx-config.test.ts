import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, expect, it} from 'vitest';
import {builtPages, pageAddressEntries} from '../../scripts/render-nginx-config.mjs';

const builds: string[] = [];
afterEach(() => builds.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function buildWith(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-addresses-'));
  builds.push(dir);
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

const canonical = (href: string) =>
  `<html><head><link data-rh=true rel=canonical href=${href}></head></html>`;

it('maps each page address, with and without its trailing slash, to the address its canonical link gives', () => {
  const build = buildWith({
    'index.html': canonical('https://docs.example.com/'),
    '404.html': canonical('https://docs.example.com/404.html'),
    'get-started/index.html': canonical('https://docs.example.com/get-started/'),
    'api/reference/list-devices/index.html': canonical('https://docs.example.com/api/reference/list-devices'),
    'no-canonical/index.html': '<html><head></head></html>',
    'assets/page/index.html': canonical('https://docs.example.com/assets/page'),
  });
  expect(pageAddressEntries(builtPages(build)).trimEnd().split('\n')).toEqual([
    '    "/api/reference/list-devices" /api/reference/list-devices;',
    '    "/api/reference/list-devices/" /api/reference/list-devices;',
    '    "/get-started" /get-started/;',
    '    "/get-started/" /get-started/;',
  ]);
});
