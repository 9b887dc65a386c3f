/**
 * Shown output against printed output. Only the values an output block declares as varying (`vary="id time"`) may
 * differ; the runner learns them, as a reader copies an ID from their own output into the next command. Every other
 * character the page shows must be printed, line by line in the order shown (spacing aside): a renamed column, a
 * changed count or a shifted ID sequence fails.
 */
import yaml from 'js-yaml';
import {VARYING, type Varying} from './steps';

/** One pattern for the declared classes, so that a value is taken whole (a UUID, not a code-like part of it). */
const varying = (vary: Varying[]) =>
  new RegExp(
    (Object.keys(VARYING) as Varying[])
      .filter((name) => vary.includes(name))
      .map((name) => `(?:${VARYING[name].source})`)
      .join('|') || '(?!)',
    'g',
  );

const shapeOf = (line: string, vary: Varying[]) =>
  line
    .replace(varying(vary), '<own>')
    .replace(/'(<\w+>)'/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/,$/, '')
    .trim();

/**
 * A count or a reading (a bare number) is only read, never copied into a later command as an ID or a time is: learning
 * "3" would rewrite every later `python3`.
 */
const readOnly = (value: string) => /^-?\d+(?:\.\d+)?$/.test(value);

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
    const values = line.match(varying(vary)) ?? [];
    if (values.length === 0) continue;
    const index = printedLines.findIndex(
      (candidate, at) => at >= from && shapeOf(candidate, vary) === shapeOf(line, vary),
    );
    if (index < 0) continue;
    from = index + 1;
    const own = printedLines[index].match(varying(vary)) ?? [];
    values.forEach((value, at) => {
      if (own[at] && own[at] !== value && !readOnly(value)) learned.set(value, own[at]);
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
  if (language in PARSERS) {
    const document = compareDocuments(shown, printed, PARSERS[language], vary);
    if (document !== undefined) return document;
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

/** YAML's JSON schema: times stay the strings the CLI prints. */
const PARSERS: Record<string, (text: string) => unknown> = {
  json: (text) => JSON.parse(text),
  yaml: (text) => yaml.load(text, {schema: yaml.JSON_SCHEMA}),
};

/**
 * A shown JSON or YAML document against the printed one: every member shown must be printed with the same value, and
 * arrays must have the same length. undefined when the shown text is not one document (several, or with an
 * ellipsis): it is compared by line.
 */
function compareDocuments(
  shown: string,
  printed: string,
  parse: (text: string) => unknown,
  vary: Varying[],
): string | null | undefined {
  let expected: unknown;
  try {
    expected = parse(shown);
  } catch {
    return undefined;
  }
  if (typeof expected !== 'object' || expected === null) return undefined;
  let actual: unknown;
  try {
    actual = parse(printed);
  } catch {
    return `the page shows one document, but the step prints\n  ${printed.trim()}`;
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
  // A reading in a document is a JSON number, which drops a zero fraction (35.0 is written 35).
  if (vary.includes('reading') && typeof expected === 'number' && typeof actual === 'number') return [];
  return shapeOf(JSON.stringify(expected), vary) === shapeOf(JSON.stringify(actual), vary)
    ? []
    : [`${at}: ${JSON.stringify(expected)}`];
}
