import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, builtFileOf, markdownFilesListedInLlmsTxt} from '../support/built-site';
import {markdownPathOf} from '../../plugins/llms-export/paths';

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const SAMPLE = [
  '/',
  '/get-started/',
  '/send-data/message-validation',
  '/consume-data/egress-sinks/delta/schema-binary',
  '/cli/reference/spotf/stream/create-or-update',
  '/api/reference/create-provisioning-token',
];

describe('the Markdown export of the built site', () => {
  const listed = markdownFilesListedInLlmsTxt();

  it('indexes the site in llms.txt, every entry pointing at an existing file', () => {
    expect(listed.length).toBeGreaterThan(150);
    for (const file of listed) expect(fs.existsSync(path.join(buildDir, file)), file).toBe(true);
  });

  it('is not hidden by the noindex robots meta of the pages', () => {
    const html = fs.readFileSync(builtFileOf('/get-started/')!, 'utf8');
    expect(html).toMatch(/<meta[^>]*name="?robots"?[^>]*content="?noindex/);
    expect(listed).toContain('/get-started.md');
  });

  it.each(SAMPLE)('%s round-trips: same title and section headings as the page', (route) => {
    const html = fs.readFileSync(builtFileOf(route)!, 'utf8');
    const markdown = read(markdownPathOf(route));
    const title = html.match(/<h1[^>]*>([^<]+)</)![1];
    expect(markdown.split('\n')[0]).toBe(`# ${title.replace(/&amp;/g, '&')}`);
    // React separates adjacent texts with empty comments.
    const headings = [...html.replaceAll('<!-- -->', '').matchAll(/<h2[^>]*>([^<]+)</g)]
      .map((match) => match[1].replace(/&amp;/g, '&').trim())
      // API pages show the endpoint, server and path, as a heading, with `:name` where the
      // document has `{name}`; the export gives the path.
      .map((heading) => heading.replace(/^https:\/\/[^/]+/, '').replace(/:(\w+)/g, '{$1}'));
    for (const heading of headings.filter((text) => text.length > 0)) {
      expect(markdown).toContain(heading);
    }
    // MDX imports are gone; a Python sample's imports inside its code block stay.
    expect(markdown.replace(/^(`{3,})[\s\S]*?^\1$/gm, '')).not.toMatch(/^import /m);
  });

  it('puts every page in llms-full.txt', () => {
    const full = read('llms-full.txt');
    const missing = listed.filter((file) => !full.includes(read(file)));
    expect(missing).toEqual([]);
  });
});
