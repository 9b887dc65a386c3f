import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** Every bench run's table, newest last; the README keeps the budgets and what the benches measure. */
const BENCH_LOG = 'BENCH-LOG.md';

export type Row = {
  metric: string;
  page?: string;
  value: number;
  unit: string;
  /** Rows without a budget are printed for reading alongside the others. */
  budget?: number;
  better: 'lower' | 'higher';
};

const withinBudget = (row: Row & {budget: number}) =>
  row.better === 'lower' ? row.value <= row.budget : row.value >= row.budget;

const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
const cellsOf = (row: Row) => [
  row.metric,
  row.page ?? '',
  `${formatNumber(row.value)} ${row.unit}`.trim(),
  row.budget === undefined ? '' : `${row.better === 'lower' ? '≤' : '≥'} ${row.budget} ${row.unit}`.trim(),
  row.budget === undefined ? '' : withinBudget(row as Row & {budget: number}) ? 'met' : 'MISSED',
];
const HEADER = ['metric', 'page', 'measured', 'budget', 'result'];

/**
 * Prints the rows as one table, then how many budgets were met, and appends the table to BENCH-LOG.md under the
 * bench's name, the date, the commit and the machine, so that measurements are kept apart from the README.
 */
export function printTable(rows: Row[], bench: string) {
  const lines = rows.map(cellsOf);
  const header = HEADER;
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(
    ['', format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n'),
  );
  const budgeted = rows.filter((row): row is Row & {budget: number} => row.budget !== undefined);
  const missed = budgeted.filter((row) => !withinBudget(row)).length;
  const verdict = `${budgeted.length - missed} budgets met, ${missed} missed`;
  console.log(`\n${verdict}`);
  appendToBenchLog(bench, rows, verdict);
}

function appendToBenchLog(bench: string, rows: Row[], verdict: string) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain'], {encoding: 'utf8'}).stdout.trim()
    ? ' (uncommitted changes)'
    : '';
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const entry = [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`${bench}\` at ${commit}${dirty}`,
    '',
    `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node.js ${process.versions.node}. ${verdict}.`,
    '',
    row(HEADER),
    row(HEADER.map(() => '---')),
    ...rows.map((measured) => row(cellsOf(measured))),
  ];
  fs.appendFileSync(BENCH_LOG, `\n${entry.join('\n')}\n`);
  console.log(`Appended to ${BENCH_LOG}`);
}
