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

/** Prints the rows as one table, then how many budgets were met. */
export function printTable(rows: Row[]) {
  const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
  const lines = rows.map((row) => [
    row.metric,
    row.page ?? '',
    `${formatNumber(row.value)} ${row.unit}`.trim(),
    row.budget === undefined ? '' : `${row.better === 'lower' ? '≤' : '≥'} ${row.budget} ${row.unit}`.trim(),
    row.budget === undefined ? '' : withinBudget(row as Row & {budget: number}) ? 'met' : 'MISSED',
  ]);
  const header = ['metric', 'page', 'measured', 'budget', 'result'];
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(
    ['', format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n'),
  );
  const budgeted = rows.filter((row): row is Row & {budget: number} => row.budget !== undefined);
  const missed = budgeted.filter((row) => !withinBudget(row)).length;
  console.log(`\n${budgeted.length - missed} budgets met, ${missed} missed`);
}
