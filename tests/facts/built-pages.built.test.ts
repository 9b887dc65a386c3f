/** Facts in the built site: written into the static HTML and Markdown, with nothing left for the browser to fetch. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteFacts} from '../../plugins/facts/registry';
import {identity} from '../../src/identity';
import {allBuiltRoutes, articleText, buildDir, builtFileOf} from '../support/built-site';
import {filesBelow} from '../support/files';

const read = (route: string) => fs.readFileSync(builtFileOf(route)!, 'utf8');

const filesMatching = (dir: string, pattern: RegExp) => filesBelow(dir).filter((file) => pattern.test(file));

describe('facts in the built site', () => {
  it('shows every limit with its value in the Limits table of /api/', () => {
    const text = articleText(read('/api/'));
    const limits = siteFacts().limits();
    if (limits.kind !== 'table') throw new Error('the limits are not a table');
    expect(limits.rows.length).toBeGreaterThan(30);
    // Rows compared without spaces and code marks, which the page's markup spaces differently.
    const squeeze = (value: string) => value.replace(/[\s`]/g, '');
    for (const [label, value] of limits.rows) expect(squeeze(text)).toContain(squeeze(`${label}${value}`));
  });

  it('writes hosts from src/identity.ts into code blocks and links of the guides', () => {
    const html = read('/manage-access/users');
    expect(html).toContain(`${identity.apiBaseUrl}/users/me`);
    expect(html).toMatch(new RegExp(`href="?${identity.portalUrl}/configuration/workspaces`));
  });

  it('leaves no fact element or token in any page or Markdown copy', () => {
    const leftovers = filesMatching(buildDir, /\.(html|md)$/).filter((file) =>
      // React separates adjacent text nodes with empty comments, which would hide a split token.
      /<Fact\b|\{fact:[A-Za-z]/.test(fs.readFileSync(file, 'utf8').replace(/<!-- -->/g, '')),
    );
    expect(leftovers.map((file) => path.relative(buildDir, file))).toEqual([]);
  });

  it('writes no word twice in a row in the prose of any page, such as a unit after a fact that carries it', () => {
    // Code blocks are left out, as a sample may repeat a token on purpose, and the text is cut where a cell, list
    // item, paragraph, heading, code span or diagram label starts or ends (the minified pages leave out most end tags):
    // a reader sees those apart.
    const doubled = allBuiltRoutes().flatMap((route) => {
      const html = read(route)
        .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
        .replace(
          /<\/?(td|th|tr|li|p|h[1-6]|dt|dd|div|summary|figcaption|table|tbody|thead|br|code|text)\b[^>]*>/g,
          ' ¶ ',
        );
      return [...articleText(html).matchAll(/\b([A-Za-z]{2,}) \1\b/g)].map(
        (match) => `${route}: ${match[0]}`,
      );
    });
    expect(doubled).toEqual([]);
  });

  it('ships neither the registry nor the OpenAPI document to the browser', () => {
    const documentSize = fs.statSync(path.join(buildDir, 'spotflow-platform-api.json')).size;
    const chunks = filesMatching(path.join(buildDir, 'assets'), /\.js$/).map((file) => ({
      file,
      code: fs.readFileSync(file, 'utf8'),
    }));
    for (const {file, code} of chunks)
      expect(code, file).not.toMatch(/readPointer|cliEgressRouteEventsDefault/);
    // Every chunk with a limit's label, the /api/ page's among them, whatever the order of their
    // file names: one that bundled the document would be larger than the document itself.
    const limitsChunks = chunks
      .filter(({code}) => code.includes('Delta directory path'))
      .map(({file}) => file);
    expect(limitsChunks.length).toBeGreaterThan(0);
    for (const chunk of limitsChunks) expect(fs.statSync(chunk).size, chunk).toBeLessThan(documentSize / 4);
  });
});
