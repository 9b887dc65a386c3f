import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  deref,
  examplesOf,
  loadDocument,
  resolvedOperations,
  type Response,
  type Schema,
} from '../../plugins/openapi-pages/document';
import {flattened} from '../../plugins/openapi-pages/schema';
import {apiReference} from '../../src/references';
import {builtFileOf} from '../support/built-site';

const document = loadDocument(apiReference.source);
const context = {document, flavour: 'mdx' as const};

// Values the former theme synthesized from schemas; the pages show only the document's examples.
const SCHEMA_PLACEHOLDERS =
  /"string"|3fa85f64-5717-4562-b3fc-2c963f66afa6|2024-07-29T15:51:28\.071Z|"status": 0\b/;

/** The served page's text, as a reader without JavaScript gets it (tags dropped, entities decoded). */
function servedText(route: string): string {
  const file = builtFileOf(route);
  if (!file) throw new Error(`${route} was not built`);
  return fs
    .readFileSync(file, 'utf8')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const topLevelFields = (schema: Schema | undefined) => {
  if (!schema) return [];
  const resolved = flattened(context, schema);
  const object = resolved.type === 'array' && resolved.items ? flattened(context, resolved.items) : resolved;
  return Object.keys(object.properties ?? {});
};

/** The lines of a response's examples that hold a top-level string, as a JSON block prints them. */
const exampleLines = (response: Response) =>
  Object.values(response.content ?? {})
    .flatMap((media) => examplesOf(document, media))
    .flatMap(({example}) =>
      Object.entries(example.value && typeof example.value === 'object' ? example.value : {}),
    )
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);

describe('every operation page as served, before any script runs', () => {
  for (const operation of resolvedOperations(document)) {
    it(operation.operationId, () => {
      const text = servedText(`${apiReference.route}/${operation.operationId}`);
      const expected = [
        ...operation.parameters.map((parameter) => parameter.name),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
          topLevelFields(media.schema),
        ),
        ...operation.responses
          .filter(([status]) => /^2/.test(status))
          .flatMap(([, response]) => Object.values(response.content ?? {}))
          .flatMap((media) => topLevelFields(media.schema && deref(document, media.schema))),
      ];
      const missing = [...new Set(expected)].filter((name) => !text.includes(name));
      expect(missing, 'names the page does not show').toEqual([]);
      // Every response, the ones the document shares between operations included.
      const examples = operation.responses.flatMap(([, response]) => exampleLines(response));
      if (!operation.webhook) expect(examples.length).toBeGreaterThan(0);
      expect(
        examples.filter((line) => !text.includes(line)),
        'examples the page does not show',
      ).toEqual([]);
      expect(text).not.toMatch(SCHEMA_PLACEHOLDERS);
      // Single-quoted, or double-quoted where the shell fills in $SPOTFLOW_WORKSPACE_ID.
      const curl = text.match(/curl [^\n]*?(['"])(https?:[^'"]+|<webhook-url>)\1/);
      expect(curl, 'a curl sample').not.toBeNull();
      expect(curl![2], 'the sample URL').not.toMatch(/\/:|[{}]/);
    });
  }
});
