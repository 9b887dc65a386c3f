/**
 * Shown output against printed output. Values that are the reader's own (IDs, verification codes, tokens, times)
 * differ by nature: the runner learns them, as a reader copies an ID from their own output into the next command.
 * Everything else the CLI prints from the model must read as the page shows it.
 */

/** A value that belongs to the reader's own run (IDs, codes, tokens, the day and time), or comes from their own systems. */
const OWN_VALUE =
  /\b(?:DefaultEndpointsProtocol|Endpoint|Server|Host)=[^\s"']+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9A-Z]{4}-[0-9A-Z]{4}\b|\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?|\b(?:rgt_|sfk_)?[A-Za-z0-9_-]{32,}\b/g;

const shape = (line: string) =>
  line
    .replace(OWN_VALUE, '<own>')
    .replace(/'<own>'/g, '<own>')
    .replace(/\s+/g, ' ')
    .replace(/,$/, '')
    .trim();

/**
 * Learns which own values of the shown output stand for which printed ones: lines of the same shape are paired in
 * order and their own values mapped one to one.
 */
export function learnValues(shown: string, printed: string, learned: Map<string, string>): void {
  const printedLines = printed.split('\n');
  let from = 0;
  for (const line of shown.split('\n')) {
    const values = line.match(OWN_VALUE);
    if (!values) continue;
    const index = printedLines.findIndex((candidate, at) => at >= from && shape(candidate) === shape(line));
    if (index < 0) continue;
    from = index + 1;
    const own = printedLines[index].match(OWN_VALUE) ?? [];
    values.forEach((value, at) => {
      if (own[at] && own[at] !== value) learned.set(value, own[at]);
    });
  }
}

/** null when every shown line is printed (own values aside, spacing aside), else what is missing. */
export function compareOutput(shown: string, printed: string): string | null {
  const printedShapes = new Set(printed.split('\n').map(shape));
  const missing = shown.split('\n').filter((line) => line.trim() && !printedShapes.has(shape(line)));
  if (missing.length === 0) return null;
  return `the page shows\n  ${missing.join('\n  ')}\nbut the command prints\n  ${printed.trim().split('\n').join('\n  ')}`;
}

/** null when every member of the shown JSON object is printed with the same value (own values aside), else what differs. */
export function compareJson(shown: string, printed: string): string | null {
  let expected: Record<string, unknown>;
  let actual: Record<string, unknown>;
  try {
    expected = JSON.parse(shown) as Record<string, unknown>;
    actual = JSON.parse(printed) as Record<string, unknown>;
  } catch {
    return `the page shows a JSON object, but the command prints\n  ${printed.trim()}`;
  }
  const differing = Object.entries(expected).filter(
    ([name, value]) =>
      !(name in actual) || shape(JSON.stringify(value)) !== shape(JSON.stringify(actual[name])),
  );
  if (differing.length === 0) return null;
  return `the page shows\n  ${differing.map(([name, value]) => `"${name}": ${JSON.stringify(value)}`).join('\n  ')}\nbut the command prints\n  ${printed.trim()}`;
}
