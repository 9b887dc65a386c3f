import fs from 'node:fs';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {PlainText, plainTextParts} from '../../../src/theme/Markdown/PlainText';

function descriptions(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => descriptions(item, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      if (key === 'description' && typeof value === 'string') found.push(value);
      else descriptions(value, found);
  return found;
}

const api = JSON.parse(fs.readFileSync('openapi/spotflow-platform-api.json', 'utf8'));

// What the API theme's renderer makes of a description (its raw-HTML and admonition
// steps change nothing in text without `<` or `:::`).
const fullRender = (markdown: string) =>
  renderToStaticMarkup(createElement(ReactMarkdown, {remarkPlugins: [remarkGfm]}, markdown));

const fastRender = (parts: string[]) => renderToStaticMarkup(createElement(PlainText, {parts}));

describe('plainTextParts', () => {
  const all = descriptions(api);

  it('takes the fast path for most descriptions of the API document', () => {
    const plain = all.filter((text) => plainTextParts(text));
    expect(all.length).toBeGreaterThan(500);
    expect(plain.length / all.length).toBeGreaterThan(0.8);
  });

  it('renders every such description exactly as the full Markdown renderer does', () => {
    for (const text of all) {
      const parts = plainTextParts(text);
      if (parts) expect(fastRender(parts), text).toBe(fullRender(text));
    }
    // Renders all 1,300-odd descriptions of the document twice; like the document's own tests, it needs more
    // than the default 5 s on a loaded machine.
  }, 30_000);

  it.each([
    ['emphasis', 'Send **only** JSON.'],
    ['a link', 'See [streams](/consume-data/).'],
    ['a bare address', 'Served from https://api.example.com today.'],
    ['a list item', '- one item'],
    ['an ordered list item', '1. first step'],
    ['indented code', '    spotf login'],
    ['two paragraphs', 'First.\n\nSecond.'],
    ['HTML', 'Press <kbd>Enter</kbd>.'],
    ['an unclosed code span', 'The `name field.'],
    ['a code span with padding', 'The ` name ` field.'],
    ['an empty string', ''],
  ])('leaves %s to the full renderer', (_, text) => {
    expect(plainTextParts(text)).toBeUndefined();
  });
});
