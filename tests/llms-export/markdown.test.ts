import {describe, expect, it} from 'vitest';
import {markdownPathOf} from '../../plugins/llms-export/paths';
import {mdxToMarkdown, operationToMarkdown} from '../../plugins/llms-export/markdown';

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
    '```bash',
    'import_not_a_statement=1',
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
});

describe('operationToMarkdown', () => {
  const document = {
    info: {title: 'API'},
    paths: {
      '/things/{thingId}': {
        get: {
          operationId: 'get-thing',
          description: 'Reads one thing.',
          parameters: [{$ref: '#/components/parameters/thingId'}],
          responses: {'200': {description: 'The thing.'}, '404': {description: 'No such thing.'}},
        },
      },
    },
    components: {
      parameters: {thingId: {name: 'thingId', in: 'path', required: true, description: 'ID | name'}},
    },
  };

  it('renders the endpoint, resolved parameters and responses', () => {
    const markdown = operationToMarkdown(document, 'get-thing', {title: 'GET Thing', permalink: '/x'})!;
    expect(markdown).toContain('`GET /things/{thingId}`');
    expect(markdown).toContain('| `thingId` | path | yes | ID \\| name |');
    expect(markdown).toContain('- **404**: No such thing.');
  });

  it('returns null for an unknown operation', () => {
    expect(operationToMarkdown(document, 'nope', {title: 'x', permalink: '/x'})).toBeNull();
  });
});
