import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {type Result as LighthouseResult} from 'lighthouse';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import {chromiumLaunchOptions} from '../../tests/support/browser';
import {GZIP_LEVEL} from '../precompress-build.mjs';

/** One page to measure: where it is served and which build folder holds its files. */
export interface Target {
  site: 'ours' | 'stock';
  kind: string;
  url: string;
  buildDir: string;
}

export interface PageMeasurement extends Target {
  /** Median of the runs' mobile performance scores. */
  performance: number;
  performanceOfEachRun: number[];
  accessibility: number;
  /** Gzip size of every script the page loaded. */
  scriptBytes: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

type NetworkRequest = {resourceType: string; url: string};

/** A Lighthouse category's score out of 100, as the report shows it. */
function categoryScore(run: LighthouseResult, category: 'performance' | 'accessibility'): number {
  return Math.round((run.categories[category].score ?? 0) * 100);
}

/** The middle value; with an even count, the mean of the two middle ones. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Size of a file of a build gzipped at the level of the build's precompressed copies. */
export function gzipBytes(buildDir: string, fileInBuild: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(buildDir, fileInBuild)), {level: GZIP_LEVEL}).length;
}

/**
 * Lighthouse mobile, `runs` times over every target, taking the targets in turn within each
 * round, so that a burst of load on the host hits our pages and the stock pages alike.
 * The budgets are in gzip, but Chromium asks for brotli, so the script bytes are the
 * served files gzipped rather than Lighthouse's transfer sizes (about 7 % lower).
 */
export async function lighthouseInterleaved(targets: Target[], runs: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  const runsOf = new Map<Target, LighthouseResult[]>(targets.map((target) => [target, []]));
  const benchmarkIndexes: number[] = [];
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const target of targets) {
        const runner = await lighthouse(target.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        runsOf.get(target)!.push(runner!.lhr);
        benchmarkIndexes.push(runner!.lhr.environment.benchmarkIndex);
      }
    }
  } finally {
    chrome.kill();
  }
  const measurements: PageMeasurement[] = targets.map((target) => {
    const all = runsOf.get(target)!;
    const lhr = computeMedianRun(all);
    const scores = all.map((run) => categoryScore(run, 'performance'));
    const requests = (lhr.audits['network-requests'].details as unknown as {items: NetworkRequest[]}).items;
    return {
      ...target,
      performance: median(scores),
      performanceOfEachRun: scores,
      accessibility: categoryScore(lhr, 'accessibility'),
      scriptBytes: requests
        .filter((request) => request.resourceType === 'Script')
        .reduce(
          (sum, request) =>
            sum + gzipBytes(target.buildDir, decodeURIComponent(new URL(request.url).pathname)),
          0,
        ),
      largestContentfulPaintMs: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
      totalBlockingTimeMs: lhr.audits['total-blocking-time'].numericValue ?? 0,
    };
  });
  return {measurements, benchmarkIndexes};
}
