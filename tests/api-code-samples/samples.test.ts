import {createRequire} from 'node:module';
import {sampleFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample';
import {resolveSchemaWithSelections} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Body/resolveSchemaWithSelections';
import {describe, expect, it} from 'vitest';
import {loadDocument, operationsOf, resolveRef, type JsonObject} from '../openapi/openapi-document';

const require = createRequire(import.meta.url);
type Request = object;
const {Request}: {Request: new (definition: object) => Request} = require('postman-collection');
const generators: Array<{
  lang: string;
  main: {convert: (request: Request, options: object, done: (error: unknown, code: string) => void) => void};
}> = require('../../plugins/api-code-samples/languages.js');
const {DEVICE_TOKEN_PLACEHOLDER} = require('../../plugins/api-code-samples/device-token-header.js');

const document = loadDocument();
const operations = operationsOf(document);

/** The schema with every local `$ref` replaced by its target, as the API theme receives it. */
function dereference(node: unknown, depth = 0): unknown {
  if (depth > 12) return {};
  if (Array.isArray(node)) return node.map((item) => dereference(item, depth + 1));
  if (typeof node !== 'object' || node === null) return node;
  const {value} = resolveRef(document, node);
  return Object.fromEntries(
    Object.entries(value as JsonObject).map(([key, member]) => [key, dereference(member, depth + 1)]),
  );
}

/**
 * What the explorer's body editor starts with for a JSON request body: the theme's sample of the
 * schema, after the theme has narrowed a `oneOf` to the tab the reader picked (the first by default).
 */
function editorBody(schema: unknown, tab = 0): string {
  const resolved = resolveSchemaWithSelections(
    dereference(schema) as never,
    {requestBody: tab},
    'requestBody',
  );
  return JSON.stringify(sampleFromSchema(resolved as never, {type: 'request'}), null, 2);
}

/** The tab indexes of a body whose schema is a `oneOf` of kinds, or just the one view of any other body. */
function tabsOf(schema: unknown): number[] {
  const branches = (dereference(schema) as {oneOf?: unknown[]}).oneOf;
  return branches ? branches.map((_branch, index) => index) : [0];
}

function sample(generator: (typeof generators)[number], request: Request): string {
  let code = '';
  generator.main.convert(request, {}, (error, snippet) => {
    if (error) throw new Error(String(error));
    code = snippet;
  });
  return code;
}

// The placeholders the theme's sample generator writes for a field without an example.
const SCHEMA_PLACEHOLDERS =
  /"string"|"user@example\.com"|"2024-07-29T15:51:28\.071Z"|"3fa85f64-5717-4562-b3fc-2c963f66afa6"/;

const jsonBodies = operations.flatMap(({operation}) => {
  const media = (resolveRef(document, operation.requestBody).value as JsonObject | undefined)?.content as
    | Record<string, {schema: unknown; examples?: Record<string, {value: unknown}>; example?: unknown}>
    | undefined;
  return (
    Object.entries(media ?? {})
      // PATCH bodies are declared as application/merge-patch+json, every other body as application/json.
      .filter(([type]) => /^application\/(merge-patch\+)?json$/.test(type))
      .map(([, content]) => ({id: operation.operationId, content}))
  );
});

describe('the request body every code sample starts from', () => {
  it('covers the operations that take a JSON body', () => {
    expect(jsonBodies.length).toBeGreaterThan(40);
  });

  it.each(jsonBodies)('$id shows an example of the document, not schema placeholders', ({content}) => {
    // An example of this operation, or of another one whose body has the same schema.
    const documented = jsonBodies
      .filter((other) => JSON.stringify(other.content.schema) === JSON.stringify(content.schema))
      .flatMap((other) => [
        other.content.example,
        ...Object.values(other.content.examples ?? {}).map((example) => example.value),
      ])
      .map((value) => JSON.stringify(value, null, 2));
    for (const tab of tabsOf(content.schema)) {
      const body = editorBody(content.schema, tab);
      expect(body, `tab ${tab}`).not.toMatch(SCHEMA_PLACEHOLDERS);
      // The built-in Grafana sink cannot be created, so no example creates one; its tab shows just the kind.
      if (body === JSON.stringify({kind: 'Grafana'}, null, 2)) continue;
      expect(documented, `tab ${tab}`).toContain(body);
    }
  });
});

describe('the samples in every language', () => {
  const createSite = jsonBodies.find(({id}) => id === 'create-site')!;
  const request = (authorization: string, body?: string) =>
    new Request({
      url: 'https://api.eu1.spotflow.io/workspaces/:workspaceId/sites',
      method: 'POST',
      header: [
        {key: 'Content-Type', value: 'application/json'},
        {key: 'Authorization', value: authorization},
      ],
      body: body === undefined ? undefined : {mode: 'raw', raw: body},
    });

  it.each(generators.map((generator) => [generator.lang, generator] as const))(
    '%s carries the example values of the body into the sample',
    (_lang, generator) => {
      const code = sample(generator, request('Bearer <TOKEN>', editorBody(createSite.content.schema)));
      expect(code).toContain('plant-brno');
      expect(code).not.toMatch(/\\?"string\\?"/);
    },
  );

  it.each(generators.map((generator) => [generator.lang, generator] as const))(
    '%s sends a device operation with "Authorization: DeviceToken <token>"',
    (_lang, generator) => {
      // The theme's placeholder for the DeviceToken scheme, an apiKey in the Authorization header.
      const code = sample(generator, request('<Authorization>'));
      expect(code).toContain(DEVICE_TOKEN_PLACEHOLDER);
      expect(code).not.toContain('<Authorization>');
    },
  );

  it.each(generators.map((generator) => [generator.lang, generator] as const))(
    '%s leaves a bearer token as it is',
    (_lang, generator) => {
      expect(sample(generator, request('Bearer <TOKEN>'))).toContain('Bearer <TOKEN>');
    },
  );
});
