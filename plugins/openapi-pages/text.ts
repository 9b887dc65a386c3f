/**
 * The document's descriptions are CommonMark. The pages are MDX, where `{`, `}` and `<` start
 * code, and their Markdown copies are plain Markdown; both take autolinks as ordinary links.
 */
export type Flavour = 'mdx' | 'md';

const AUTOLINK = /<(https?:\/\/[^>\s]+)>/g;
const FENCE = /^\s*(```|~~~)/;

/** Escapes what MDX would read as an expression or a tag, outside code spans. */
function escapeOutsideCode(line: string): string {
  return line
    .split('`')
    .map((part, index) => (index % 2 ? part : part.replace(/[{}]/g, '\\$&').replace(/</g, '&lt;')))
    .join('`');
}

/** A description (several paragraphs, lists, code fences) as a block of the page. */
export function block(markdown: string | undefined, flavour: Flavour): string {
  if (!markdown) return '';
  let inFence = false;
  return markdown
    .replace(AUTOLINK, '[$1]($1)')
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) {
        inFence = !inFence;
        return line;
      }
      return inFence || flavour === 'md' ? line : escapeOutsideCode(line);
    })
    .join('\n')
    .trim();
}

/** A description inside one table cell: lines joined, list items and paragraphs kept apart. */
export function cell(markdown: string | undefined, flavour: Flavour): string {
  if (!markdown) return '';
  return block(markdown, flavour)
    .replace(/\n\s*\n/g, '<br/><br/>')
    .replace(/\n\s*[-*] /g, '<br/>• ')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');
}

/** A value as inline code, with the backtick run it needs and a table's pipes escaped. */
export function code(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const fence = text.includes('`') ? '`` ' : '`';
  return `${fence}${text.replace(/\|/g, '\\|')}${fence.split('').reverse().join('')}`;
}

/** A fenced code block with a fence longer than any backtick run inside it. */
export function fenced(language: string, body: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${body}\n${fence}`;
}

/** Text for an HTML element that MDX and Markdown both take literally. */
export const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/[{}]/g, (brace) => `&#${brace.charCodeAt(0)};`);

/** Class of the tables of fields and parameters; the search index keeps only their names. */
export const FIELDS_TABLE_CLASS = 'api-fields';
/** Class of the tables of response headers (the same request ID on every operation), left out of the search index. */
export const HEADERS_TABLE_CLASS = 'api-headers';

/** Class of the summaries of nested fields and the titles of examples, which repeat names the tables hold. */
export const RESTATED_CLASS = 'api-restated';

/** A paragraph that only restates what the page holds elsewhere, marked on a page for the search index to skip. */
export const restated = (flavour: Flavour, text: string) =>
  flavour === 'mdx' ? `<p className="${RESTATED_CLASS}">${html(text)}</p>` : text;

/** A `<details>` whose summary restates names (see RESTATED_CLASS); it opens without JavaScript. */
export function details(flavour: Flavour, summaryHtml: string, body: string): string {
  const summary = flavour === 'mdx' ? `<summary className="${RESTATED_CLASS}">` : '<summary>';
  return `<details>\n${summary}${summaryHtml}</summary>\n\n${body}\n\n</details>`;
}

/** A table of fields, parameters or headers; on a page, wrapped so the search index can tell it apart. */
export function fieldsTable(
  flavour: Flavour,
  columns: string[],
  rows: string[],
  className = FIELDS_TABLE_CLASS,
): string {
  const table = [`| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...rows].join(
    '\n',
  );
  return flavour === 'mdx' ? `<div className="${className}">\n\n${table}\n\n</div>` : table;
}

/** Lower-case kebab-case slug, as the operations' page routes and the shared responses' heading IDs use. */
export const kebabSlug = (value: string) =>
  value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
