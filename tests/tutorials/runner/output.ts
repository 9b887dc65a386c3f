/**
 * Shown output against printed output. Only the values an output block declares as varying (`vary="id time"`) may
 * differ; the runner learns them, as a reader copies an ID from their own output into the next command. Every other
 * character the page shows must be printed, line by line in the order shown (spacing aside): a renamed column, a
 * changed count or a shifted ID sequence fails.
 */
import {VARYING, type Varying} from './steps';

const shapeOf = (line: string, vary: Varying[]) =>
  vary
    .reduce((text, name) => text.replace(VARYING[name], `<${name}>`), line)
    .replace(/'(<\w+>)'/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/,$/, '')
    .trim();

/** Learns which varying values of the shown output stand for which printed ones, pairing lines of the same shape. */
export function learnValues(
  shown: string,
  printed: string,
  vary: Varying[],
  learned: Map<string, string>,
): void {
  const printedLines = printed.split('\n');
  let from = 0;
  for (const line of shown.split('\n')) {
    const values = vary.flatMap((name) => line.match(VARYING[name]) ?? []);
    if (values.length === 0) continue;
    const index = printedLines.findIndex(
      (candidate, at) => at >= from && shapeOf(candidate, vary) === shapeOf(line, vary),
    );
    if (index < 0) continue;
    from = index + 1;
    const own = vary.flatMap((name) => printedLines[index].match(VARYING[name]) ?? []);
    values.forEach((value, at) => {
      if (own[at] && own[at] !== value) learned.set(value, own[at]);
    });
  }
}

/** null when the shown output is printed as the page shows it, else what differs. */
export function compareOutput(
  shown: string,
  printed: string,
  language: string,
  vary: Varying[],
): string | null {
  if (language === 'json') {
    const json = compareJson(shown, printed, vary);
    if (json !== undefined) return json;
  }
  let from = 0;
  const printedLines = printed.split('\n');
  const missing: string[] = [];
  // A line of `...` stands for lines the page leaves out; lines shown may skip printed ones anyway.
  for (const line of shown
    .split('\n')
    .filter((candidate) => candidate.trim() && !/^\s*(\.\.\.|…)\s*$/.test(candidate))) {
    const index = printedLines.findIndex(
      (candidate, at) => at >= from && shapeOf(candidate, vary) === shapeOf(line, vary),
    );
    if (index < 0) missing.push(line);
    else from = index + 1;
  }
  if (missing.length === 0) return null;
  return `the page shows\n  ${missing.join('\n  ')}\nbut the step prints\n  ${printed.trim().split('\n').join('\n  ')}`;
}

/**
 * A shown JSON object or array against the printed one: every member shown must be printed with the same value.
 * undefined when the shown text is not one JSON document (several, or with an ellipsis): it is compared by line.
 */
function compareJson(shown: string, printed: string, vary: Varying[]): string | null | undefined {
  let expected: unknown;
  try {
    expected = JSON.parse(shown);
  } catch {
    return undefined;
  }
  let actual: unknown;
  try {
    actual = JSON.parse(printed);
  } catch {
    return `the page shows one JSON document, but the step prints\n  ${printed.trim()}`;
  }
  const differing = differences(expected, actual, vary, '');
  if (differing.length === 0) return null;
  return `the page shows\n  ${differing.join('\n  ')}\nbut the step prints\n  ${printed.trim()}`;
}

function differences(expected: unknown, actual: unknown, vary: Varying[], at: string): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return [`${at || '/'}: ${JSON.stringify(expected)}`];
    return expected.flatMap((item, index) => differences(item, actual[index], vary, `${at}/${index}`));
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null) return [`${at || '/'}: ${JSON.stringify(expected)}`];
    return Object.entries(expected).flatMap(([name, value]) =>
      name in actual
        ? differences(value, (actual as Record<string, unknown>)[name], vary, `${at}/${name}`)
        : [`${at}/${name}: ${JSON.stringify(value)}`],
    );
  }
  return shapeOf(JSON.stringify(expected), vary) === shapeOf(JSON.stringify(actual), vary)
    ? []
    : [`${at}: ${JSON.stringify(expected)}`];
}
