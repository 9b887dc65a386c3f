import {describe, expect, it} from 'vitest';
import {loadDocument, resolvedOperations} from '../../plugins/openapi-pages/document';
import {operationBody} from '../../plugins/openapi-pages/operation';
import {apiReference} from '../../src/references';

// What a reader scanning the operation pages notices: the title, the credential, the fields of each body.
const document = loadDocument(apiReference.source);
const operations = resolvedOperations(document);
const pageOf = (operationId: string) =>
  operationBody(
    {document, flavour: 'md'},
    operations.find((operation) => operation.operationId === operationId)!,
  );
const pages = operations.map((operation) => ({
  operation,
  body: operationBody({document, flavour: 'md'}, operation),
}));

const HTTP_METHOD = /^(GET|PUT|POST|DELETE|DEL|PATCH|HEAD|OPTIONS|LIST|CREATE|UPDATE)\b/;
/** Words a sentence-case title keeps capitalised: abbreviations. */
const ABBREVIATION = /^[A-Z]{2,}s?$/;

describe('the title of every operation page', () => {
  it.each(operations.map((operation) => [operation.operationId, operation.operation.summary ?? '']))(
    '%s reads as a sentence, without a method the sidebar badge already shows: "%s"',
    (_, title) => {
      expect(title).not.toMatch(HTTP_METHOD);
      expect(title).toMatch(/^[A-Z][a-z]/);
      const capitalisedLater = title
        .split(/[\s-]+/)
        .slice(1)
        .filter((word) => /^[A-Z]/.test(word) && !ABBREVIATION.test(word));
      expect(capitalisedLater).toEqual([]);
    },
  );
});

describe('the credential of every operation page', () => {
  it.each(pages.map(({operation, body}) => [operation.operationId, body]))(
    '%s names it once, right after the endpoint',
    (_, body) => {
      const lines = body.split('\n## Request\n')[0].split('\n\n');
      const credentialLines = lines.filter((line) => /^\*\*[^*]+:\*\*.*Authorization: /.test(line));
      expect(credentialLines.length).toBeLessThanOrEqual(1);
      // The endpoint line, then the credential.
      if (credentialLines.length) expect(lines.indexOf(credentialLines[0])).toBe(1);
    },
  );

  it('is on every page the platform serves, and not on the webhook it sends', () => {
    const withoutCredential = pages
      .filter(({body}) => !body.split('\n\n')[1]?.startsWith('**Credential:**'))
      .map(({operation}) => operation.operationId);
    expect(withoutCredential).toEqual(['alert-webhook']);
  });

  it('spells every placeholder of the reference in lower-case words joined by hyphens', () => {
    const text = [document.info.description ?? '', ...pages.map(({body}) => body)].join('\n');
    const placeholders = new Set(
      [...text.matchAll(/`[^`\n]*`/g)].flatMap(([span]) =>
        [...span.matchAll(/<([^<>\n]+)>/g)].map(([, name]) => name),
      ),
    );
    expect([...placeholders].filter((name) => !/^[a-z]+(-[a-z]+)*$/.test(name))).toEqual([]);
  });

  it('says "Required role" only of roles', () => {
    const roleLines = pages.flatMap(({body}) =>
      body.split('\n\n').filter((line) => line.startsWith('**Required role:**')),
    );
    expect(roleLines.length).toBeGreaterThan(80);
    expect(roleLines.filter((line) => !/`\/[a-z-]+\/[a-z-]+`|\*\* none\./.test(line))).toEqual([]);
  });
});

describe('the field tables of the operation pages', () => {
  it.each(pages.map(({operation, body}) => [operation.operationId, body]))(
    '%s lists no read-only field to send and no write-only field it never returns',
    (_, body) => {
      const [requestPart, responsePart] = body.split('\n## Responses\n');
      const rows = (part: string, marker: string) =>
        part.split('\n').filter((line) => line.startsWith('| `') && line.includes(marker));
      expect(rows(requestPart, 'Read-only.')).toEqual([]);
      expect(rows(responsePart, 'Write-only.')).toEqual([]);
    },
  );

  it('still shows a read-only field in a response and a write-only one in a request', () => {
    const route = pageOf('create-or-update-egress-route').split('\n## Responses\n');
    expect(route[1]).toMatch(/^\| `deliveryStatus`/m);
    expect(route[0]).not.toMatch(/^\| `deliveryStatus`/m);
    const rule = pageOf('create-alert-rule').split('\n## Responses\n');
    expect(rule[0]).toMatch(/^\| `webhookSecret`/m);
    expect(rule[1]).not.toMatch(/^\| `webhookSecret`/m);
  });
});
