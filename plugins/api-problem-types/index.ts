import {loadOpenApiDocument} from '../openapi-document';

/** What the OpenAPI document says about one problem type, under `x-problem-types`. */
export interface ProblemType {
  status: number;
  title: string;
  description: string;
}

type Node = {type: string; name?: string; value?: string; children?: Node[]; [key: string]: unknown};

const DIRECTIVE = 'problem-types';

export function problemTypesOf(documentPath: string): Record<string, ProblemType> {
  const document = loadOpenApiDocument<{'x-problem-types'?: Record<string, ProblemType>}>(documentPath);
  return document['x-problem-types'] ?? {};
}

/** Text with `code spans` as phrasing nodes. */
function phrasing(text: string): Node[] {
  return text
    .split('`')
    .map((part, index): Node => (index % 2 ? {type: 'inlineCode', value: part} : {type: 'text', value: part}))
    .filter((node) => node.value !== '');
}

/** The problem types in the order /api/ lists them: by status, then by type. */
function sortedProblemTypes(types: Record<string, ProblemType>): Array<[string, ProblemType]> {
  return Object.entries(types).sort(([a, x], [b, y]) => x.status - y.status || a.localeCompare(b));
}

// A list rather than a table: the type URIs are long code spans that cannot wrap, and a table
// column that holds them leaves the meanings a few words wide.
export function problemTypesList(types: Record<string, ProblemType>): Node {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: sortedProblemTypes(types).map(([type, {status, title, description}]) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'inlineCode', value: type},
            {type: 'text', value: ` (${status}): `},
            {type: 'strong', children: phrasing(title)},
            ...phrasing(` — ${description}`),
          ],
        },
      ],
    })),
  };
}

/** The same list as Markdown, for the page's Markdown copy. */
export function problemTypesMarkdown(types: Record<string, ProblemType>): string {
  return sortedProblemTypes(types)
    .map(([type, {status, title, description}]) => `- \`${type}\` (${status}): **${title}** — ${description}`)
    .join('\n');
}

/** Replaces the `::problem-types` line of a Markdown source with the list. */
export const withProblemTypesMarkdown = (source: string, types: Record<string, ProblemType>) =>
  source.replace(/^::problem-types$/m, () => problemTypesMarkdown(types));

/**
 * Remark plugin: replaces the leaf directive `::problem-types` with a list of every problem type
 * the OpenAPI document declares, so the list on /api/ cannot drift from the document. The list is
 * built at build time; no part of the document reaches the browser.
 */
export default function remarkProblemTypes({documentPath}: {documentPath: string}) {
  return (tree: Node) => {
    const replace = (parent: Node) => {
      parent.children?.forEach((child, index) => {
        if (child.type === 'leafDirective' && child.name === DIRECTIVE) {
          parent.children![index] = problemTypesList(problemTypesOf(documentPath));
        } else {
          replace(child);
        }
      });
    };
    replace(tree);
  };
}
