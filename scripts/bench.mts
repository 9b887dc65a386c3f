// `npm run bench`: measures the site against its budgets and prints one table.
// It builds the site (timing wall clock and peak memory) and a stock Docusaurus
// reference site, serves both with the production nginx configuration on loopback,
// runs Lighthouse mobile on six of our pages and the reference's two, in turn, several
// times with applied and with simulated throttling, and prints each page's medians against the
// reference as ratios; then it times search in the browser.
import fs from 'node:fs';
import {startNginx} from './nginx-server';
import {measureBuild} from './bench/build-resources.mjs';
import {
  lighthouseInterleaved,
  gzipBytes,
  type PageMeasurement,
  type Target,
  type ThrottlingMethod,
} from './bench/lighthouse-runs.mjs';
import {searchTimings} from './bench/search-timing.mjs';
import {buildStockSite, STOCK_PAGES, type StockPageKind} from './bench/stock-site.mjs';
import {printTable, type Row} from './bench/table.mjs';

const SITE_PORT = 3295;
const STOCK_PORT = 3296;

// Two concept pages: the second draws a diagram in its first screen. Each page type is
// compared with the stock page of the same source when there is one, else with the stock guide.
const PAGES = {
  home: '/',
  guide: '/manage-access/roles',
  'guide with diagram': '/send-data/',
  tutorial: '/connect-devices/tutorial-connect-device',
  'api operation': '/api/reference/create-provisioning-token',
  'cli command': '/cli/reference/spotf/stream/create-or-update',
} as const;
type PageKind = keyof typeof PAGES;
const stockCounterpart = (kind: PageKind): StockPageKind =>
  kind === 'guide with diagram' ? 'guide with diagram' : 'guide';

// Scores of the same build move by up to a dozen points between runs on a 2-core host,
// so each page is measured at least five times with each throttling method, and the medians count.
const LIGHTHOUSE_RUNS = Math.max(5, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const JS_RATIO_BUDGET = 1.1;
// An operation page is a guide-sized page of tables: its scripts stay within this of a guide's.
const API_TO_GUIDE_JS_BUDGET = 1.05;
const SCORE_RATIO_BUDGET = 1.0;
const LCP_RATIO_BUDGET = 1.0;
// The budgets hold on what a reader on a slow phone gets (applied throttling); the simulated
// figures are printed beside them for reference.
const BUDGETED_THROTTLING: ThrottlingMethod = 'devtools';
// The API operation page is budgeted on its scripts against a guide's.
const SPEED_BUDGETED: PageKind[] = ['home', 'guide', 'guide with diagram', 'tutorial', 'cli command'];

function searchIndexGzipBytes(): number {
  return fs
    .readdirSync('build')
    .filter((file) => /^search-index.*\.json$/.test(file))
    .reduce((sum, file) => sum + gzipBytes('build', file), 0);
}

/** Each page type against its stock counterpart: score, TBT, LCP and first-load JS as ratios. */
function comparisonRows(ours: PageMeasurement[], stock: PageMeasurement[]): Row[] {
  const stockOf = (page: PageMeasurement) =>
    stock.find(
      (reference) =>
        reference.kind === stockCounterpart(page.kind as PageKind) &&
        reference.throttling === page.throttling,
    )!;
  // A ratio to nothing is no ratio: a stock TBT of 0 ms against ours of 0 ms reads 1.
  const ratio = (value: number, reference: number) =>
    reference === 0 ? (value === 0 ? 1 : Infinity) : value / reference;
  return ours.flatMap((page): Row[] => {
    const kind = page.kind as PageKind;
    const reference = stockOf(page);
    const budgeted = page.throttling === BUDGETED_THROTTLING;
    const speedBudget = (budget: number) => (budgeted && SPEED_BUDGETED.includes(kind) ? budget : undefined);
    const label = (metric: string) => `${metric} (${page.throttling})`;
    const rows: Row[] = [
      {
        metric: label('mobile score ÷ stock'),
        page: kind,
        value: ratio(page.performance, reference.performance),
        unit: '',
        budget: speedBudget(SCORE_RATIO_BUDGET),
        better: 'higher',
      },
      {
        metric: label('LCP ÷ stock'),
        page: kind,
        value: ratio(page.largestContentfulPaintMs, reference.largestContentfulPaintMs),
        unit: '',
        budget: speedBudget(LCP_RATIO_BUDGET),
        better: 'lower',
      },
      {
        metric: label('TBT ÷ stock'),
        page: kind,
        value: ratio(page.totalBlockingTimeMs, reference.totalBlockingTimeMs),
        unit: '',
        better: 'lower',
      },
    ];
    if (!budgeted) return rows;
    // What a page downloads does not depend on how the load is throttled: counted once.
    return [
      ...rows,
      {
        metric: 'first-load JS ÷ stock',
        page: kind,
        value: ratio(page.scriptBytes, reference.scriptBytes),
        unit: '',
        budget: kind === 'api operation' ? undefined : JS_RATIO_BUDGET,
        better: 'lower',
      },
      {
        metric: 'first-load JS (gzip)',
        page: kind,
        value: page.scriptBytes / 1024,
        unit: 'KB',
        better: 'lower',
      },
      ...(kind === 'api operation'
        ? [
            {
              metric: 'first-load JS ÷ our guide',
              page: kind,
              value: ratio(
                page.scriptBytes,
                ours.find((other) => other.kind === 'guide' && other.throttling === page.throttling)!
                  .scriptBytes,
              ),
              unit: '',
              budget: API_TO_GUIDE_JS_BUDGET,
              better: 'lower' as const,
            },
          ]
        : []),
      {
        metric: 'Lighthouse accessibility, mobile',
        page: kind,
        value: page.accessibility,
        unit: '',
        budget: 100,
        better: 'higher',
      },
    ];
  });
}

/** The raw numbers behind the ratios, every run's score included, so a one-point miss shows as such. */
function printRawMeasurements(measurements: PageMeasurement[], benchmarkIndexes: number[]) {
  console.log("\nMobile, every run's score, then the median LCP and TBT and the median run's first-load JS:");
  for (const page of measurements) {
    console.log(
      `  ${page.throttling}, ${page.site === 'stock' ? 'stock ' : ''}${page.kind}: ${page.performanceOfEachRun.join(', ')}; ` +
        `LCP ${Math.round(page.largestContentfulPaintMs)} ms, TBT ${Math.round(page.totalBlockingTimeMs)} ms, ` +
        `JS ${(page.scriptBytes / 1024).toFixed(1)} KB`,
    );
  }
  console.log(
    `Lighthouse benchmark index of this machine: ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}`,
  );
}

async function main() {
  const rows: Row[] = [];
  const build = await measureBuild();
  rows.push({metric: 'full build time', value: build.seconds, unit: 's', budget: 45, better: 'lower'});
  rows.push({
    metric: 'build peak memory',
    value: build.peakBytes / 2 ** 20,
    unit: 'MB',
    budget: 2048,
    better: 'lower',
  });
  rows.push({
    metric: 'search index (gzip)',
    value: searchIndexGzipBytes() / 1024,
    unit: 'KB',
    budget: 800,
    better: 'lower',
  });
  const stockBuildDir = await buildStockSite();

  const site = await startNginx(SITE_PORT);
  const stockSite = await startNginx(STOCK_PORT, stockBuildDir);
  let report: Awaited<ReturnType<typeof lighthouseInterleaved>>;
  try {
    const targets: Target[] = [
      ...Object.entries(PAGES).map(([kind, route]) => ({
        site: 'ours' as const,
        kind,
        url: site.url + route,
        buildDir: 'build',
      })),
      ...Object.entries(STOCK_PAGES).map(([kind, {route}]) => ({
        site: 'stock' as const,
        kind,
        url: stockSite.url + route,
        buildDir: stockBuildDir,
      })),
    ];
    report = await lighthouseInterleaved(targets, LIGHTHOUSE_RUNS);
    const ours = report.measurements.filter((page) => page.site === 'ours');
    const stock = report.measurements.filter((page) => page.site === 'stock');
    rows.push(...comparisonRows(ours, stock));
    const search = await searchTimings(site.url);
    rows.push({
      metric: 'time to first suggestion',
      value: search.first,
      unit: 'ms',
      budget: 300,
      better: 'lower',
    });
    rows.push({
      metric: 'time to next suggestion',
      value: search.next,
      unit: 'ms',
      budget: 50,
      better: 'lower',
    });
  } finally {
    site.stop();
    stockSite.stop();
  }

  printTable(rows, 'npm run bench');
  printRawMeasurements(report.measurements, report.benchmarkIndexes);
  fs.mkdirSync('bench-results', {recursive: true});
  fs.writeFileSync(
    'bench-results/bench.json',
    JSON.stringify({measuredAt: new Date().toISOString(), rows, pages: report.measurements}, null, 2),
  );
  console.log('Written to bench-results/bench.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
