import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownPathOf} from '../../plugins/llms-export/paths';
import {mdxToMarkdown, operationToMarkdown} from '../../plugins/llms-export/markdown';
import {createApiPageMD, operationMarkdown} from '../../plugins/openapi-pages';
import {PARTIALS_FOLDER} from '../../plugins/openapi-pages/partials';
import {apiReference} from '../../src/references';

describe('markdownPathOf', () => {
  it('puts the copy next to the page', () => {
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(markdownPathOf('/send-data/')).toBe('/send-data.md');
    expect(markdownPathOf('/send-data/message-validation')).toBe('/send-data/message-validation.md');
  });
});

describe('mdxToMarkdown', () => {
  const source = [
    '---',
    'title: Ignored here',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    '<head>',
    '  <title>Head title</title>',
    '</head>',
    '',
    '## Create a token {#create-token}',
    '',
    '<Tabs groupId="interface">',
    '<TabItem value="cli" label="CLI">',
    '',
    '```bash run ctrl-c',
    'import_not_a_statement=1',
    '```',
    '',
    '```python title="send.py" edit="below INTERVAL"',
    'INTERVAL_MAX = 60',
    '```',
    '',
    '```text output vary="id time"',
    'shown',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');
  const markdown = mdxToMarkdown(source, {title: 'Tokens', description: 'How tokens work.', permalink: '/t'});

  it('starts with the title and description', () => {
    expect(markdown.startsWith('# Tokens\n\n> How tokens work.\n')).toBe(true);
  });

  it('drops front matter, imports, head metadata, tab markup and heading ids but keeps code as written', () => {
    expect(markdown).not.toMatch(/^import /m);
    expect(markdown).not.toContain('<head>');
    expect(markdown).not.toContain('Head title');
    expect(markdown).not.toContain('title: Ignored here');
    expect(markdown).not.toContain('<Tabs');
    expect(markdown).toContain('## Create a token\n');
    expect(markdown).toContain('**CLI**');
    expect(markdown).toContain('import_not_a_statement=1');
  });

  it('keeps the language and file name of a fence, not the tutorial step markup', () => {
    expect(markdown.match(/^```.*$/gm)).toEqual([
      '```bash',
      '```',
      '```python title="send.py"',
      '```',
      '```text',
      '```',
    ]);
  });
});

describe('the Markdown copy of an operation page', () => {
  const markdown = operationToMarkdown(operationMarkdown('create-alert-rule'), {
    title: 'Create an alert rule',
    permalink: '/api/reference/create-alert-rule',
  });
  // The page as it is built: its imported partials (written by `npm run gen`) in their places.
  const page = createApiPageMD({id: 'create-alert-rule'}).replace(/^<(\w+) \/>$/gm, (_, component) =>
    fs.readFileSync(path.join(apiReference.folder, PARTIALS_FOLDER, `${component}.mdx`), 'utf8'),
  );

  it('carries the field tables of its page, row for row', () => {
    // The page may mark where a long schema name wraps (`<wbr/>`), which a Markdown copy has no use for.
    const rows = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) => line.replaceAll('<wbr/>', ''));
    expect(rows(page).length).toBeGreaterThan(20);
    expect(rows(markdown)).toEqual(rows(page));
  });

  it('carries the endpoint, the examples and the samples in every language', () => {
    expect(markdown).toContain('`POST https://api.eu1.spotflow.io/workspaces/{workspaceId}/alert-rules`');
    expect(markdown).toContain('"name": "brno-device-offline"');
    for (const language of ['curl', 'Python', 'Node.js', 'C#', 'PowerShell']) {
      expect(markdown).toContain(`**${language}**`);
    }
    expect(markdown).not.toMatch(/<Tabs|<TabItem|className=/);
  });
});
