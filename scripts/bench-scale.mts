// `npm run bench:scale [-- 1 3 10] [--rounds 3]`: how the build grows with the web API. For each
// factor it builds a copy of the site whose OpenAPI document holds every operation that many times
// (each copy under its own path prefix and operation ID), and prints the median build time and the
// highest peak memory of the whole process tree over the rounds, against their budgets. The copies
// live in a temporary folder that shares node_modules with the site; nothing in the site changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {measureBuild} from './bench/build-resources.mjs';
import {median} from './bench/median.mjs';
import {printTable, type Row} from './bench/table.mjs';
import {apiReference} from '../src/references';

const siteDir = path.resolve(import.meta.dirname, '..');
const {values: options, positionals} = parseArgs({
  options: {rounds: {type: 'string', default: '1'}},
  allowPositionals: true,
});
const chosenFactors = positionals.length > 0 ? positionals.map(Number) : [1, 3, 10];
const rounds = Number(options.rounds);
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

type Build = Awaited<ReturnType<typeof measureBuild>> & {apiGenerationSeconds: number};

/** How long the build's steps that exist only for the API reference took, as `npm run gen` reports it. */
function apiGenerationSeconds(output: string): number {
  const seconds = /generating the API reference took ([\d.]+) s/.exec(output)?.[1];
  if (seconds === undefined)
    throw new Error('the build no longer says how long generating the API reference took');
  return Number(seconds);
}

const copies = new Map(chosenFactors.map((factor) => [factor, siteCopy(factor)]));
const builds = new Map<number, Build[]>(chosenFactors.map((factor) => [factor, []]));
try {
  // Each round builds every factor once, so a slow spell of the machine falls on all factors alike.
  for (let round = 1; round <= rounds; round += 1) {
    for (const [factor, dir] of copies) {
      const measured = await measureBuild(dir);
      const build = {...measured, apiGenerationSeconds: apiGenerationSeconds(measured.output)};
      builds.get(factor)!.push(build);
      const pages = fs
        .readdirSync(path.join(dir, apiReference.folder))
        .filter((file) => file.endsWith('.api.mdx'));
      console.log(
        `round ${round}, ${factor}x: ${pages.length} operation pages, ${build.seconds.toFixed(0)} s ` +
          `(API reference generation ${build.apiGenerationSeconds.toFixed(1)} s), ` +
          `${(build.peakBytes / 2 ** 30).toFixed(2)} GB peak`,
      );
    }
  }
} finally {
  for (const dir of copies.values()) fs.rmSync(dir, {recursive: true, force: true});
}

const medianOver = (factor: number, measure: (build: Build) => number) =>
  median(builds.get(factor)!.map(measure));
const seconds = new Map(
  chosenFactors.map((factor) => [factor, medianOver(factor, (build) => build.seconds)]),
);
const generation = new Map(
  chosenFactors.map((factor) => [factor, medianOver(factor, (build) => build.apiGenerationSeconds)]),
);
const hasBase = seconds.has(1) && seconds.has(3);
/** What each further copy of the reference adds to the build: the slope from 1x to 3x. */
const perCopy = () => (seconds.get(3)! - seconds.get(1)!) / 2;
/**
 * The budget for a larger factor: the 1x build with the API reference's share of it counted
 * `factor` times. The share is at least what one copy adds (the slope) plus the part of the steps that
 * run only for the API reference which no copy adds (their time at 1x less their own slope); what the
 * reference costs once elsewhere in the build is left out, so the budget errs low.
 */
const apiShareBudgetAt = (factor: number) => {
  if (!hasBase || factor <= 3) return undefined;
  // A slow 1x round must not make the fixed part more than the whole: each copy adds at least nothing.
  const generationPerCopy = Math.max(0, (generation.get(3)! - generation.get(1)!) / 2);
  const fixedGeneration = Math.max(0, generation.get(1)! - generationPerCopy);
  return Math.round(seconds.get(1)! + (factor - 1) * (perCopy() + fixedGeneration));
};
/** A stricter line: what the build would take if every copy cost what each of the first copies did. */
const lineAt = (factor: number) =>
  hasBase && factor > 3 ? Math.round(seconds.get(1)! + (factor - 1) * perCopy()) : undefined;
const rows: Row[] = [...builds].flatMap(([factor, runs]): Row[] => {
  const page = `${factor}x`;
  const buildTime = (metric: string, budget: number | undefined): Row => ({
    metric,
    page,
    value: Math.round(seconds.get(factor)!),
    unit: 's',
    budget,
    better: 'lower',
  });
  const line = lineAt(factor);
  return [
    buildTime(`build time (median of ${runs.length})`, apiShareBudgetAt(factor)),
    ...(line === undefined
      ? []
      : [buildTime('build time against the straight line through 1x and 3x', line)]),
    {
      metric: `API reference generation (median of ${runs.length})`,
      page,
      value: Number(generation.get(factor)!.toFixed(1)),
      unit: 's',
      better: 'lower',
    },
    {
      metric: `build peak memory (highest of ${runs.length})`,
      page,
      value: Math.round(Math.max(...runs.map((run) => run.peakBytes)) / 2 ** 20),
      unit: 'MB',
      budget: 3072,
      better: 'lower',
    },
  ];
});
printTable(rows, 'npm run bench:scale');
