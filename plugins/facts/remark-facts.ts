/**
 * Remark plugin that writes registered facts into pages at build time, so the static HTML holds the values and
 * no data reaches the browser.
 *
 * - `<Fact name="streamNameLength" />` becomes the fact's phrase inline, or a paragraph or list on a line of its own;
 *   `join="or"` ends an inline list with "or" instead of "and".
 * - `<FactTable of="limits" />` becomes the table of every fact with a `limit` label; `of="built-in-roles"`,
 *   `of="workspace-role-permissions"` and `of="asset-role-permissions"` the role tables of the API document, and
 *   `of="retry-behaviours"` what a repeated request does, by operation.
 * - `{fact:apiHost}` inside code blocks, inline code and link targets becomes the fact's phrase.
 *
 * An unknown name or a pointer the OpenAPI document lacks fails the build, naming the page and the line.
 */
import {FactError, siteFacts, type FactValue, type Facts} from './registry';

type Node = {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: Node[];
  position?: {start: {line: number}};
  [key: string]: unknown;
};
type VFileLike = {path?: string; history?: string[]};

export const FACT_TOKEN = /\{fact:([A-Za-z][\w]*)\}/g;

/** Replaces every `{fact:name}` in a piece of text. */
export function replaceTokens(text: string, facts: Facts): string {
  return text.replace(FACT_TOKEN, (_, name: string) => facts.text(name));
}

function attribute(node: Node, key: string): string | undefined {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === key);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const textNode = (value: string, code: boolean): Node =>
  code ? {type: 'inlineCode', value} : {type: 'text', value};

function inlineList(items: string[], code: boolean, conjunction: string): Node[] {
  return items.flatMap((item, index) => {
    const separator =
      index === 0 ? [] : [textNode(index === items.length - 1 ? ` ${conjunction} ` : ', ', false)];
    return [...separator, textNode(item, code)];
  });
}

/** Cell text with `code` spans, as the limit labels use them. */
function cellNodes(cell: string): Node[] {
  return cell
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) => (/^`.+`$/.test(part) ? textNode(part.slice(1, -1), true) : textNode(part, false)));
}

function table(value: Extract<FactValue, {kind: 'table'}>): Node {
  const row = (cells: string[]): Node => ({
    type: 'tableRow',
    children: cells.map((cell) => ({type: 'tableCell', children: cellNodes(cell)})),
  });
  return {
    type: 'table',
    align: value.headers.map(() => null),
    children: [row(value.headers), ...value.rows.map(row)],
  };
}

/** The nodes that stand in for a fact element. */
function nodesFor(value: FactValue, flow: boolean, conjunction: string): Node[] {
  if (value.kind === 'table') return [table(value)];
  if (value.kind === 'text') {
    const inline = textNode(value.text, value.code);
    return flow ? [{type: 'paragraph', children: [inline]}] : [inline];
  }
  if (!flow) return inlineList(value.items, value.code, conjunction);
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: value.items.map((item) => ({
        type: 'listItem',
        spread: false,
        children: [{type: 'paragraph', children: [textNode(item, value.code)]}],
      })),
    },
  ];
}

function factElement(node: Node, facts: Facts): Node[] | undefined {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  const flow = node.type === 'mdxJsxFlowElement';
  if (node.name === 'Fact') {
    const name = attribute(node, 'name');
    if (!name) throw new FactError('<Fact> needs a name attribute');
    return nodesFor(facts.render(name), flow, attribute(node, 'join') ?? 'and');
  }
  if (node.name === 'FactTable') {
    const of = attribute(node, 'of');
    if (!of) throw new FactError('<FactTable> needs an of attribute');
    return nodesFor(facts.table(of), flow, 'and');
  }
  return undefined;
}

function transform(tree: Node, facts: Facts, page: string): void {
  const visit = (node: Node): void => {
    const where = () => `${page}:${node.position?.start.line ?? '?'}`;
    try {
      if (node.type === 'code' || node.type === 'inlineCode')
        node.value = replaceTokens(node.value ?? '', facts);
      if (node.type === 'link' && node.url) node.url = replaceTokens(node.url, facts);
    } catch (error) {
      throw new FactError(`${where()}: ${(error as Error).message}`);
    }
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      let replacement: Node[] | undefined;
      try {
        replacement = factElement(child, facts);
      } catch (error) {
        throw new FactError(`${page}:${child.position?.start.line ?? '?'}: ${(error as Error).message}`);
      }
      if (replacement) return replacement;
      visit(child);
      return [child];
    });
  };
  visit(tree);
}

export default function remarkFacts() {
  return (tree: Node, file: VFileLike) => {
    transform(tree, siteFacts(), file.path ?? file.history?.[0] ?? 'unknown page');
  };
}
