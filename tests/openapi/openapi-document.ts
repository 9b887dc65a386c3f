import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import Ajv, {type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {yieldToEventLoop} from '../support/event-loop';

/** The OpenAPI document, resolved from the repository root. */
export const documentUrl = new URL('../../openapi/spotflow-platform-api.json', import.meta.url);
export const documentPath = fileURLToPath(documentUrl);

export type JsonObject = {[key: string]: unknown};

export interface OpenApiOperation extends JsonObject {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: JsonObject[];
  requestBody?: JsonObject;
  responses: Record<string, JsonObject>;
}

export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: JsonObject & {title: string; version: string; description?: string};
  tags: Array<{name: string; description?: string}>;
  paths: Record<string, Record<string, unknown>>;
  components: JsonObject & {schemas: Record<string, JsonObject>};
}

export interface LocatedOperation {
  method: string;
  path: string;
  /** `paths`, or `x-webhooks` for a request the platform sends. */
  root: string;
  operation: OpenApiOperation;
}

/** One example found in the document and the JSON pointer of the schema it must satisfy. */
export interface LocatedExample {
  where: string;
  schemaPointer: string;
  value: unknown;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function loadDocument(): OpenApiDocument {
  return JSON.parse(readFileSync(documentUrl, 'utf8')) as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument): LocatedOperation[] {
  return operationsUnder(document.paths);
}

/** The requests the platform sends to its users' endpoints (OpenAPI 3.0 has them as `x-webhooks`). */
export function webhooksOf(document: OpenApiDocument): LocatedOperation[] {
  return operationsUnder((document['x-webhooks'] ?? {}) as OpenApiDocument['paths'], 'x-webhooks');
}

function operationsUnder(items: OpenApiDocument['paths'], root = 'paths'): LocatedOperation[] {
  return Object.entries(items).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({method, path, root, operation: operation as OpenApiOperation})),
  );
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerOf = (...tokens: Array<string | number>) =>
  tokens.map((token) => '/' + escapeToken(String(token))).join('');

/** Follows local `$ref`s (`#/...`) until a non-reference object is reached. */
export function resolveRef(document: OpenApiDocument, value: unknown): {pointer?: string; value: unknown} {
  let current = value;
  let pointer: string | undefined;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth++) {
    if (depth > 20) throw new Error(`reference cycle at ${pointer}`);
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
    pointer = ref.slice(1);
    current = ref
      .slice(2)
      .split('/')
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, token) => (isObject(node) || Array.isArray(node) ? (node as JsonObject)[token] : undefined),
        document,
      );
  }
  return {pointer, value: current};
}

/** `example` and `examples[*].value` of a media type, parameter or header object. */
function examplesOf(holder: JsonObject, document: OpenApiDocument): Array<{name: string; value: unknown}> {
  const found: Array<{name: string; value: unknown}> = [];
  if ('example' in holder) found.push({name: 'example', value: holder.example});
  if (isObject(holder.examples)) {
    for (const [name, entry] of Object.entries(holder.examples)) {
      const resolved = resolveRef(document, entry).value;
      if (isObject(resolved) && 'value' in resolved) found.push({name, value: resolved.value});
    }
  }
  return found;
}

/** Walks a schema and reports every schema-level `example` with the pointer of its schema. */
function schemaExamples(schema: unknown, pointer: string, where: string, out: LocatedExample[]) {
  if (Array.isArray(schema)) {
    schema.forEach((item, index) => schemaExamples(item, `${pointer}/${index}`, where, out));
    return;
  }
  if (!isObject(schema)) return;
  if ('example' in schema && !('$ref' in schema))
    out.push({where, schemaPointer: pointer, value: schema.example});
  for (const keyword of ['properties', 'patternProperties']) {
    const members = schema[keyword];
    if (isObject(members)) {
      for (const [name, member] of Object.entries(members)) {
        schemaExamples(member, `${pointer}/${keyword}/${escapeToken(name)}`, `${where}.${name}`, out);
      }
    }
  }
  for (const keyword of ['items', 'additionalProperties', 'not']) {
    if (isObject(schema[keyword])) schemaExamples(schema[keyword], `${pointer}/${keyword}`, where, out);
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    if (Array.isArray(schema[keyword])) schemaExamples(schema[keyword], `${pointer}/${keyword}`, where, out);
  }
}

/** Every example in the document: parameters, headers, request and response bodies and schemas. */
export function collectExamples(document: OpenApiDocument): LocatedExample[] {
  const out: LocatedExample[] = [];
  const components = document.components;

  const visitParameterLike = (holder: JsonObject, pointer: string, where: string) => {
    for (const example of examplesOf(holder, document)) {
      out.push({
        where: `${where} (${example.name})`,
        schemaPointer: `${pointer}/schema`,
        value: example.value,
      });
    }
  };
  const visitContent = (content: unknown, pointer: string, where: string) => {
    if (!isObject(content)) return;
    for (const [mediaType, media] of Object.entries(content)) {
      if (!isObject(media) || !media.schema) continue;
      const mediaPointer = `${pointer}/content/${escapeToken(mediaType)}`;
      for (const example of examplesOf(media, document)) {
        out.push({
          where: `${where} ${mediaType} (${example.name})`,
          schemaPointer: `${mediaPointer}/schema`,
          value: example.value,
        });
      }
    }
  };

  for (const [name, parameter] of Object.entries(
    (components.parameters as Record<string, JsonObject>) ?? {},
  )) {
    visitParameterLike(parameter, pointerOf('components', 'parameters', name), `parameter ${name}`);
  }
  for (const [name, header] of Object.entries((components.headers as Record<string, JsonObject>) ?? {})) {
    visitParameterLike(header, pointerOf('components', 'headers', name), `header ${name}`);
  }
  for (const [name, schema] of Object.entries(components.schemas)) {
    schemaExamples(schema, pointerOf('components', 'schemas', name), `schema ${name}`, out);
  }

  for (const {method, path, root, operation} of [...operationsOf(document), ...webhooksOf(document)]) {
    const base = pointerOf(root, path, method);
    const id = operation.operationId;
    (operation.parameters ?? []).forEach((parameter, index) => {
      if ('$ref' in parameter) return; // validated once, under components
      visitParameterLike(
        parameter,
        `${base}/parameters/${index}`,
        `${id} parameter ${String(parameter.name)}`,
      );
    });
    if (operation.requestBody) {
      const {pointer, value} = resolveRef(document, operation.requestBody);
      if (isObject(value)) visitContent(value.content, pointer ?? `${base}/requestBody`, `${id} request`);
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      const {pointer, value} = resolveRef(document, response);
      if (!isObject(value)) continue;
      const responsePointer = pointer ?? `${base}/responses/${status}`;
      visitContent(value.content, responsePointer, `${id} ${status}`);
      if (isObject(value.headers)) {
        for (const [headerName, header] of Object.entries(value.headers)) {
          if (isObject(header) && !('$ref' in header)) {
            visitParameterLike(
              header,
              `${responsePointer}/headers/${escapeToken(headerName)}`,
              `${id} ${status} header ${headerName}`,
            );
          }
        }
      }
    }
  }
  return out;
}

/**
 * Converts OpenAPI 3.0 schema dialect to JSON Schema for Ajv: `nullable: true` becomes a `null` type (and a `null`
 * enum member), and the OpenAPI-only keywords that Ajv would misread are dropped. Non-schema parts pass unchanged.
 * With `closeObjects`, object schemas that list `properties` but say nothing about `additionalProperties` reject
 * unknown members, so that an example with a misspelled field fails (members of `allOf` stay open).
 */
export function toJsonSchema(node: unknown, closeObjects = false, insideAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, closeObjects, insideAllOf));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' || key === 'discriminator' || key === 'xml' || key === 'externalDocs') continue;
    out[key] = toJsonSchema(value, closeObjects, key === 'allOf');
  }
  if (closeObjects && !insideAllOf && isObject(out.properties) && !('additionalProperties' in out)) {
    out.additionalProperties = false;
  }
  if (node.nullable !== true) return out;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    return out;
  }
  return {anyOf: [out, {type: 'null'}]};
}

const DOCUMENT_ID = 'https://openapi.test/spotflow-platform-api.json';

/** Compiles, on demand and once each, validators for the schemas at JSON pointers of the document (objects closed). */
export function schemaValidator(document: OpenApiDocument): (schemaPointer: string) => ValidateFunction {
  const ajv = new Ajv({strict: false, allErrors: true, validateSchema: false});
  addFormats(ajv);
  ajv.addSchema({...(toJsonSchema(document, true) as JsonObject), $id: DOCUMENT_ID});
  const validators = new Map<string, ValidateFunction>();
  return (schemaPointer) => {
    const fragment = schemaPointer.split('/').map(encodeURIComponent).join('/');
    let validate = validators.get(fragment);
    if (!validate) {
      validate = ajv.compile({$ref: `${DOCUMENT_ID}#${fragment}`});
      validators.set(fragment, validate);
    }
    return validate;
  };
}

/** Validates every example of the document against its schema (objects closed); returns one message per failure. */
export async function validateExamples(
  document: OpenApiDocument,
): Promise<{checked: number; failures: string[]}> {
  const validatorAt = schemaValidator(document);
  const examples = collectExamples(document);
  const failures: string[] = [];
  for (const example of examples) {
    await yieldToEventLoop();
    const validate = validatorAt(example.schemaPointer);
    if (!validate(example.value)) {
      failures.push(
        `${example.where}: ${validate.errors!.map((e) => `example${e.instancePath} ${e.message}`).join(', ')}`,
      );
    }
  }
  return {checked: examples.length, failures};
}
