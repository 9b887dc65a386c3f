import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {loadDocument, resolvedOperations} from '../../plugins/openapi-pages/document';
import {apiReference} from '../../src/references';
import {builtFileOf} from '../support/built-site';

// Markdown a reader would see in plain text: an escape, a code span, a link, an autolink, bold.
const MARKDOWN = /\\|`|\]\(|&lt;https?:|\*\*\w/;
const META_DESCRIPTION = /<meta [^>]*\bname="?description"?\s[^>]*\bcontent="([^"]*)"/;

// The generator copies a description's first line, Markdown and all, into the front matter;
// plugins/openapi-markdown rewrites it as plain text. Here it is checked as a reader gets it.
describe('the description of every built API operation page', () => {
  const operations = resolvedOperations(loadDocument(apiReference.source));

  it('is plain text, in the page’s meta description', () => {
    expect(
      operations.filter(({operation}) => /`|\]\(/.test(operation.description ?? '')).length,
    ).toBeGreaterThan(10);
    const notPlain = operations.flatMap(({operationId}) => {
      const route = `${apiReference.route}/${operationId}`;
      const file = builtFileOf(route);
      const description = file && fs.readFileSync(file, 'utf8').match(META_DESCRIPTION)?.[1];
      return description && !MARKDOWN.test(description)
        ? []
        : [`${route}: ${description ?? 'no description'}`];
    });
    expect(notPlain, 'pages whose description is missing or shows Markdown').toEqual([]);
  });
});
