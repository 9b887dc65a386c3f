import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {markdownToPlainText, withPlainTextDescription} from '../../plugins/openapi-markdown/plain-text';

describe('a description line as plain text', () => {
  it.each([
    ['a\\*b and a\\_c', 'a*b and a_c'],
    ['see <https://example.com/x> now', 'see https://example.com/x now'],
    ['use [patch-stream](/api/reference/patch-stream) instead', 'use patch-stream instead'],
    ['the field `siteId` and `a\\*b`', 'the field siteId and a\\*b'],
    ['**Required role:** any *one* of them', 'Required role: any one of them'],
    ['2 * 3 stays as it is', '2 * 3 stays as it is'],
  ])('%s', (markdown, text) => {
    expect(markdownToPlainText(markdown)).toBe(text);
  });
});

describe('the front matter of a generated API page', () => {
  const page = (description: string) =>
    `---\nid: create-site\ntitle: "Create a site"\ndescription: "${description}"\nsidebar_label: "Create a site"\n---\n\nBody with \`code\` and a\\*b.\n`;

  it('holds the description as valid YAML with the characters a reader should see', () => {
    const rewritten = withPlainTextDescription(page('Sets a\\*b for `siteId`, see <https://example.com/x>.'));
    const frontMatter = yaml.load(rewritten.split('---\n')[1]) as {description: string; title: string};
    expect(frontMatter.description).toBe('Sets a*b for siteId, see https://example.com/x.');
    expect(frontMatter.title).toBe('Create a site');
  });

  it('leaves the page body to the Markdown renderer', () => {
    expect(withPlainTextDescription(page('x'))).toContain('Body with `code` and a\\*b.');
  });
});
