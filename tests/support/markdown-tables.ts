/** A row of a Markdown table, keyed by its table's column headings. */
export type TableRow = Record<string, string>;

/** The rows of every Markdown table in a document, each keyed by its own table's column headings. */
export function markdownTableRows(markdown: string): TableRow[] {
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
  const rows: TableRow[] = [];
  let headings: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) headings = null;
    else if (!headings) headings = cells(line);
    else if (!line.startsWith('| ---')) {
      const values = cells(line);
      rows.push(Object.fromEntries(headings.map((heading, i) => [heading, values[i] ?? ''])));
    }
  }
  return rows;
}
