import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {beforeEach, expect, it} from 'vitest';
import {precompressBuild} from '../../scripts/precompress-build.mjs';

let dir: string;
const page = '<p>Telemetry flows from devices into workspaces.</p>\n'.repeat(100);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.mkdirSync(path.join(dir, 'guide'));
  fs.writeFileSync(path.join(dir, 'guide/index.html'), page);
  fs.writeFileSync(path.join(dir, 'tiny.js'), 'x()');
  fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
});

it('writes gzip and brotli copies that decompress to the original page', async () => {
  await precompressBuild(dir);
  const file = path.join(dir, 'guide/index.html');
  expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(page);
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(page);
  expect(fs.statSync(`${file}.br`).size).toBeLessThan(page.length / 10);
});

it('leaves alone files too small to gain and formats that are compressed already', async () => {
  expect(await precompressBuild(dir)).toBe(1);
  expect(fs.existsSync(path.join(dir, 'tiny.js.gz'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
});

it('compresses nothing twice when run again over the same build', async () => {
  await precompressBuild(dir);
  expect(await precompressBuild(dir)).toBe(1);
  expect(fs.existsSync(path.join(dir, 'guide/index.html.gz.gz'))).toBe(false);
});
