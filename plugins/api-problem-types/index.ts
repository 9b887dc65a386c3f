import {readFileSync} from 'node:fs';

/** What the OpenAPI document says about one problem type, under `x-problem-types`. */
export interface ProblemType {
  status: number;
  title: string;
  description: string;
}

type Node = {type: string; name?: string; value?: string; children?: Node[]; [key: string]: unknown};

const DIRECTIVE = 'problem-types';

export function problemTypesOf(documentPath: string): Record<string, ProblemType> {
  const document = JSON.parse(readFileSync(documentPath, 'utf8')) as {
    'x-problem-types'?: Record<string, ProblemType>;
  };
  return document['x-problem-types'] ?? {};
}

/** Text with `code spans` as phrasing nodes. */
function phrasing(text: string): Node[] {
  return text
    .split('`')
    .map((part, index): Node => (index % 2 ? {type: 'inlineCode', value: part} : {type: 'text', value: part}))
    .filter((node) => node.value !== '');
}

const row = (...cells: Node[][]): Node => ({
  type: 'tableRow',
  children: cells.map((children) => ({type: 'tableCell', children})),
});

export function problemTypesTable(types: Record<string, ProblemType>): Node {
  const sorted = Object.entries(types).sort(([a, x], [b, y]) => x.status - y.status || a.localeCompare(b));
  return {
    type: 'table',
    align: [null, null, null],
    children: [
      row(phrasing('Type'), phrasing('Status'), phrasing('Meaning')),
      ...sorted.map(([type, {status, title, description}]) =>
        row([{type: 'inlineCode', value: type}], phrasing(String(status)), [
          {type: 'strong', children: phrasing(title)},
          ...phrasing(` ${description}`),
        ]),
      ),
    ],
  };
}

/**
 * Remark plugin: replaces the leaf directive `::problem-types` with a table of every problem type
 * the OpenAPI document declares, so the list on /api/ cannot drift from the document. The table is
 * built at build time; no part of the document reaches the browser.
 */
export default function remarkProblemTypes({documentPath}: {documentPath: string}) {
  return (tree: Node) => {
    const replace = (parent: Node) => {
      parent.children?.forEach((child, index) => {
        if (child.type === 'leafDirective' && child.name === DIRECTIVE) {
          parent.children![index] = problemTypesTable(problemTypesOf(documentPath));
        } else {
          replace(child);
        }
      });
    };
    replace(tree);
  };
}
