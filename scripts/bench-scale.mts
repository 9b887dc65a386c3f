// `npm run bench:scale [-- 1 3 10]`: how the build grows with the web API. For each factor it
// builds a copy of the site whose OpenAPI document holds every operation that many times (each
// copy under its own path prefix and operation ID), and prints the build time and the peak
// memory of the whole process tree. The copies live in a temporary folder that shares
// node_modules with the site; nothing in the site itself changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {measureBuild} from './bench/build-resources.mjs';
import {printTable, type Row} from './bench/table.mjs';
import {apiReference} from '../src/references';

const siteDir = path.resolve(import.meta.dirname, '..');
const factors = process.argv.slice(2).map(Number);
const LEFT_OUT = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'reports',
  'test-results',
  'bench-results',
]);

type Operation = {operationId: string};
type Document = {paths: Record<string, Record<string, Operation | unknown>>};

/** The document with each path copied `factor - 1` more times, as `/copy-<n>/…` with operation IDs `…-copy-<n>`. */
export function multiplied(document: Document, factor: number): Document {
  const paths = {...document.paths};
  for (let copy = 2; copy <= factor; copy += 1) {
    for (const [route, item] of Object.entries(document.paths)) {
      const copied = structuredClone(item);
      for (const operation of Object.values(copied)) {
        if (operation && typeof operation === 'object' && 'operationId' in operation) {
          (operation as Operation).operationId += `-copy-${copy}`;
        }
      }
      paths[`/copy-${copy}${route}`] = copied;
    }
  }
  return {...document, paths};
}

function siteCopy(factor: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-x${factor}-`));
  for (const entry of fs.readdirSync(siteDir)) {
    if (LEFT_OUT.has(entry)) continue;
    fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
  const documentFile = path.join(dir, apiReference.source);
  const document = JSON.parse(fs.readFileSync(documentFile, 'utf8')) as Document;
  fs.writeFileSync(documentFile, JSON.stringify(multiplied(document, factor)));
  return dir;
}

const rows: Row[] = [];
for (const factor of factors.length > 0 ? factors : [1, 3, 10]) {
  const dir = siteCopy(factor);
  try {
    const build = await measureBuild(dir);
    const pages = fs
      .readdirSync(path.join(dir, apiReference.folder))
      .filter((file) => file.endsWith('.api.mdx'));
    console.log(
      `${factor}x: ${pages.length} operation pages, ${build.seconds.toFixed(0)} s, ` +
        `${(build.peakBytes / 2 ** 30).toFixed(2)} GB peak`,
    );
    rows.push({metric: 'build time', page: `${factor}x`, value: build.seconds, unit: 's', better: 'lower'});
    rows.push({
      metric: 'build peak memory',
      page: `${factor}x`,
      value: build.peakBytes / 2 ** 20,
      unit: 'MB',
      budget: 3072,
      better: 'lower',
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
printTable(rows);
