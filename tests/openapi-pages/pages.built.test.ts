import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {apiReference} from '../../src/references';
import {builtFileOf} from '../support/built-site';
import {
  loadDocument,
  operationsOf,
  resolveRef,
  webhooksOf,
  type JsonObject,
  type LocatedOperation,
} from '../openapi/openapi-document';

// What each page must show is read from the document here, with the tests' own reader, never with the
// generator's helpers: a bug in those would otherwise shape the expectation and the page alike.
const document = loadDocument();

// Values the former theme synthesized from schemas; the pages show only the document's examples.
const SCHEMA_PLACEHOLDERS =
  /"string"|3fa85f64-5717-4562-b3fc-2c963f66afa6|2024-07-29T15:51:28\.071Z|"status": 0\b/;

const resolved = (value: unknown) => resolveRef(document, value).value as JsonObject;
const asObjects = (value: unknown) => (Array.isArray(value) ? value : []) as unknown[];

/**
 * The fields a reader finds at the top of a body's table: the schema's properties, those of every schema it
 * combines (allOf, oneOf, anyOf) and of an array's items. A request never lists what the server sets (readOnly),
 * a response never what the server keeps to itself (writeOnly).
 */
function topLevelFields(schema: unknown, direction: 'request' | 'response'): string[] {
  const node = resolved(schema);
  if (!node) return [];
  if (node.type === 'array') return topLevelFields(node.items, direction);
  const hidden = direction === 'request' ? 'readOnly' : 'writeOnly';
  const own = Object.entries((node.properties ?? {}) as Record<string, unknown>)
    .filter(
      ([, property]) => resolved(property)?.[hidden] !== true && (property as JsonObject)[hidden] !== true,
    )
    .map(([name]) => name);
  const combined = ['allOf', 'oneOf', 'anyOf'].flatMap((keyword) =>
    asObjects(node[keyword]).flatMap((part) => topLevelFields(part, direction)),
  );
  return [...own, ...combined];
}

const mediaOf = (holder: unknown) =>
  Object.values((resolved(holder)?.content ?? {}) as Record<string, JsonObject>);

/** The lines of a response's examples that hold a top-level string, as a JSON block prints them. */
const exampleLines = (response: unknown) =>
  mediaOf(response)
    .flatMap((media) => [
      ...('example' in media ? [media.example] : []),
      ...Object.values((media.examples ?? {}) as Record<string, unknown>).map(
        (example) => resolved(example).value,
      ),
    ])
    .flatMap((value) => Object.entries(value && typeof value === 'object' ? value : {}))
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);

/** The parameter names of an operation, those its path item declares for every method included. */
function parameterNames({root, path, operation}: LocatedOperation): string[] {
  const item = ((document[root] ?? {}) as Record<string, JsonObject>)[path];
  return [...asObjects(item.parameters), ...asObjects(operation.parameters)].map((parameter) =>
    String(resolved(parameter).name),
  );
}

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

describe('every operation page as served, before any script runs', () => {
  for (const located of [...operationsOf(document), ...webhooksOf(document)]) {
    const {operation} = located;
    const responses = Object.values(operation.responses);
    it(operation.operationId, () => {
      const text = servedText(`${apiReference.route}/${operation.operationId}`);
      const expected = [
        ...parameterNames(located),
        ...mediaOf(operation.requestBody).flatMap((media) => topLevelFields(media.schema, 'request')),
        ...Object.entries(operation.responses)
          .filter(([status]) => /^2/.test(status))
          .flatMap(([, response]) => mediaOf(response))
          .flatMap((media) => topLevelFields(media.schema, 'response')),
      ];
      const missing = [...new Set(expected)].filter((name) => !text.includes(name));
      expect(missing, 'names the page does not show').toEqual([]);
      // Every response, the ones the document shares between operations included.
      const examples = responses.flatMap(exampleLines);
      if (located.root === 'paths') expect(examples.length).toBeGreaterThan(0);
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
