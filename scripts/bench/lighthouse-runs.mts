import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {type Result as LighthouseResult} from 'lighthouse';
import {chromiumLaunchOptions} from '../../tests/support/browser';
import {GZIP_LEVEL} from '../precompress-build.mjs';
import {median} from './median.mjs';

/** One page to measure: where it is served and which build folder holds its files. */
export interface Target {
  site: 'ours' | 'stock';
  kind: string;
  url: string;
  buildDir: string;
}

/**
 * `devtools` slows the network and CPU for real while the page loads, so it measures what a reader on
 * a slow phone gets; `simulate` loads at full speed and estimates the slow load from the trace, which
 * counts as blocking whatever it saw run before the first paint.
 */
export const THROTTLING_METHODS = ['devtools', 'simulate'] as const;
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

export interface PageMeasurement extends Target {
  throttling: ThrottlingMethod;
  /** Median of the runs' mobile performance scores. */
  performance: number;
  performanceOfEachRun: number[];
  accessibility: number;
  /** Gzip size of every script the page loaded, in the run with the median score. */
  scriptBytes: number;
  /** Medians over the runs. */
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

type NetworkRequest = {resourceType: string; url: string};

/** A Lighthouse category's score out of 100, as the report shows it. */
function categoryScore(run: LighthouseResult, category: 'performance' | 'accessibility'): number {
  return Math.round((run.categories[category].score ?? 0) * 100);
}

/** Size of a file of a build gzipped at the level of the build's precompressed copies. */
export function gzipBytes(buildDir: string, fileInBuild: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(buildDir, fileInBuild)), {level: GZIP_LEVEL}).length;
}

/**
 * Lighthouse mobile, `runs` times over every target with each throttling method, taking the targets
 * in turn within each round, so that a burst of load on the host hits our pages and the stock pages alike.
 * The budgets are in gzip, but Chromium asks for brotli, so the script bytes are the
 * served files gzipped rather than Lighthouse's transfer sizes (about 7 % lower).
 */
export async function lighthouseInterleaved(targets: Target[], runs: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  const cases = targets.flatMap((target) =>
    THROTTLING_METHODS.map((throttling) => ({target, throttling, runs: [] as LighthouseResult[]})),
  );
  const benchmarkIndexes: number[] = [];
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const measured of cases) {
        const runner = await lighthouse(
          measured.target.url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          },
          {extends: 'lighthouse:default', settings: {throttlingMethod: measured.throttling}},
        );
        measured.runs.push(runner!.lhr);
        benchmarkIndexes.push(runner!.lhr.environment.benchmarkIndex);
      }
    }
  } finally {
    chrome.kill();
  }
  const measurements: PageMeasurement[] = cases.map(({target, throttling, runs: all}) => {
    const scores = all.map((run) => categoryScore(run, 'performance'));
    // The run whose score is the median: what it downloaded stands for the page.
    const lhr = [...all].sort((a, b) => categoryScore(a, 'performance') - categoryScore(b, 'performance'))[
      Math.floor(all.length / 2)
    ];
    const audit = (run: LighthouseResult, id: string) => run.audits[id].numericValue ?? 0;
    const requests = (lhr.audits['network-requests'].details as unknown as {items: NetworkRequest[]}).items;
    return {
      ...target,
      throttling,
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
      largestContentfulPaintMs: median(all.map((run) => audit(run, 'largest-contentful-paint'))),
      totalBlockingTimeMs: median(all.map((run) => audit(run, 'total-blocking-time'))),
    };
  });
  return {measurements, benchmarkIndexes};
}
