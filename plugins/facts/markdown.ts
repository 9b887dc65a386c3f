/** Facts written into Markdown text, for the Markdown copies of pages (plugins/llms-export). */
import {replaceTokens} from './remark-facts';
import type {FactValue, Facts} from './registry';

function markdownOf(value: FactValue, conjunction: string): string {
  if (value.kind === 'text') return value.code ? `\`${value.text}\`` : value.text;
  if (value.kind === 'list') {
    const items = value.items.map((item) => (value.code ? `\`${item}\`` : item));
    return items.length < 2
      ? items.join('')
      : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
  }
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [row(value.headers), row(value.headers.map(() => '---')), ...value.rows.map(row)].join('\n');
}

/** Replaces `<Fact … />`, `<FactTable … />` and `{fact:…}` in an MDX source by the facts' Markdown. */
export function resolveFactsInMarkdown(source: string, facts: Facts): string {
  return replaceTokens(source, facts)
    .replace(/<Fact\b([^>]*)\/>/g, (_, attributes: string) =>
      markdownOf(facts.render(attributeOf(attributes, 'name')), attributeOf(attributes, 'join') || 'and'),
    )
    .replace(/<FactTable\b([^>]*)\/>/g, (_, attributes: string) =>
      markdownOf(facts.table(attributeOf(attributes, 'of')), 'and'),
    );
}

/** An attribute's value, in whatever order the element lists its attributes ('' when it has none). */
function attributeOf(attributes: string, name: string): string {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';
}
