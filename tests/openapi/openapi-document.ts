import fs from 'node:fs';
import path from 'node:path';

export const documentPath = path.resolve(__dirname, '../../openapi/spotflow-platform-api.json');

type Json = Record<string, unknown>;
export type Operation = {
  operationId: string;
  tags?: string[];
  summary?: string;
  method: string;
  path: string;
};

export function loadDocument(): Json & {
  paths: Record<string, Record<string, Json>>;
  tags: Array<{name: string}>;
} {
  return JSON.parse(fs.readFileSync(documentPath, 'utf8'));
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export function operationsOf(document: ReturnType<typeof loadDocument>): Operation[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({...(operation as Operation), method, path: route})),
  );
}

/** Follows a local `#/...` reference. */
export function resolve<T = Json>(document: Json, value: unknown): T {
  let current = value as Json;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((node, key) => node[key] as Json, document);
  }
  return current as T;
}

/** Every example in the document with the schema it must satisfy. */
export function examplesWithSchemas(document: ReturnType<typeof loadDocument>) {
  const found: Array<{where: string; schema: unknown; example: unknown}> = [];
  const visitMedia = (where: string, media: Json) => {
    if (!media?.schema) return;
    if ('example' in media) found.push({where, schema: media.schema, example: media.example});
    for (const [name, example] of Object.entries((media.examples as Record<string, unknown>) ?? {})) {
      const value = resolve<Json>(document, example);
      if ('value' in value)
        found.push({where: `${where} (${name})`, schema: media.schema, example: value.value});
    }
  };
  for (const operation of operationsOf(document)) {
    const op = operation as unknown as Json;
    const body = resolve<Json>(document, op.requestBody);
    for (const [type, media] of Object.entries((body?.content as Record<string, Json>) ?? {})) {
      visitMedia(`${operation.operationId} request ${type}`, media);
    }
    for (const [status, response] of Object.entries((op.responses as Record<string, unknown>) ?? {})) {
      const resolved = resolve<Json>(document, response);
      for (const [type, media] of Object.entries((resolved.content as Record<string, Json>) ?? {})) {
        visitMedia(`${operation.operationId} ${status} ${type}`, media);
      }
    }
  }
  return found;
}

/** OpenAPI 3.0 schemas as JSON Schema for Ajv: `nullable` becomes a null type, refs point into the document. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'nullable' || key === 'discriminator' || key === 'xml' || key === 'externalDocs') continue;
    if (key === 'example' || key === 'examples') continue;
    out[key] = key === '$ref' ? value : toJsonSchema(value);
  }
  if ((node as Json).nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (out.enum) out.enum = [...(out.enum as unknown[]), null];
    else return {anyOf: [out, {type: 'null'}]};
    if (out.enum && !(out.enum as unknown[]).includes(null)) out.enum = [...(out.enum as unknown[]), null];
  }
  return out;
}
