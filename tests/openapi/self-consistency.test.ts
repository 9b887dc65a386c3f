/** Places where the API document must agree with itself, and the linters that read it as tools do. */
import fs from 'node:fs';
import * as SpectralCore from '@stoplight/spectral-core';
import * as SpectralParsers from '@stoplight/spectral-parsers';
import * as SpectralRulesets from '@stoplight/spectral-rulesets';
import {describe, expect, it} from 'vitest';
import {documentPath, loadDocument, operationsOf, resolveRef, type JsonObject} from './openapi-document';

const document = loadDocument();
const operations = operationsOf(document);
const byId = new Map(operations.map((located) => [located.operation.operationId, located.operation]));

/** A CommonJS package's exports, however the module loader hands them over. */
const exportsOf = <T>(module: T) => (module as T & {default?: T}).default ?? module;

describe('ingress', () => {
  // upload-ingress-file: "the query parameters are the same as for send-ingress-message".
  it('takes one shared definition of its query parameters in both operations', () => {
    const queryOf = (id: string) =>
      (byId.get(id)!.parameters ?? [])
        .filter((parameter) => (resolveRef(document, parameter).value as JsonObject).in === 'query')
        .map((parameter) => (parameter as {$ref?: string}).$ref);
    const shared = queryOf('send-ingress-message');
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((reference) => reference?.startsWith('#/components/parameters/'))).toBe(true);
    expect(queryOf('upload-ingress-file')).toEqual(shared);
  });
});

describe('creates', () => {
  const answers = (operation: {responses: Record<string, unknown>}) => Object.keys(operation.responses);

  it('answer 201, never 200, where a repeat needs an Idempotency-Key (the operation creates a resource)', () => {
    const creates = operations.filter(({operation}) => operation['x-retry'] === 'idempotency-key');
    expect(creates.length).toBe(9);
    for (const {operation} of creates) {
      expect(answers(operation), operation.operationId).toContain('201');
      expect(answers(operation), operation.operationId).not.toContain('200');
    }
  });

  it('send the new resource’s Location with every 201', () => {
    for (const {operation} of operations) {
      const created = operation.responses['201'];
      if (!created) continue;
      const headers = (resolveRef(document, created).value as JsonObject).headers as JsonObject | undefined;
      expect(Object.keys(headers ?? {}), operation.operationId).toContain('Location');
    }
  });
});

describe('descriptions', () => {
  // The reference takes an operation's first paragraph as the page's meta description.
  it('open with a paragraph that stands alone, not one that introduces a list or table', () => {
    for (const {operation} of operations) {
      const [first] = (operation.description ?? '').split('\n\n');
      expect(first, operation.operationId).not.toMatch(/:$/);
    }
  });
});

describe('the document, read by Spectral with spectral:oas', () => {
  it('has no errors', async () => {
    const {Document, Spectral} = exportsOf(SpectralCore);
    const spectral = new Spectral();
    spectral.setRuleset(exportsOf(SpectralRulesets).oas as never);
    const text = fs.readFileSync(documentPath, 'utf8');
    const results = await spectral.run(new Document(text, exportsOf(SpectralParsers).Json, documentPath));
    const errors = results
      .filter((result) => result.severity === 0)
      .map((result) => `${result.code}: ${result.message} (${result.path.join('/')})`);
    expect(errors).toEqual([]);
  });
});
