import {deref} from '../openapi-document';
/**
 * The field and parameter names each web API operation carries, read from the OpenAPI document
 * (the one source of the API reference), so that a search for a field such as `lastSeenTime`
 * lists the operations that read or write it.
 */

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Parameter = {$ref?: string; name?: string};
type Body = {$ref?: string; content?: Record<string, {schema?: Schema}>};
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: Body;
  responses?: Record<string, Body>;
};
type PathItem = Record<string, Operation | Parameter[]>;
export type OpenApiDocument = {
  paths: Record<string, PathItem>;
  /** The webhooks the platform calls, each with an operation page of its own. */
  'x-webhooks'?: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
};

const resolved = <T extends {$ref?: string}>(document: OpenApiDocument, node: T): T =>
  deref<T>(document, node as T);

/** Every property name in a schema and the schemas nested in it, each schema visited once. */
function propertyNames(document: OpenApiDocument, schema: Schema | undefined, seen = new Set<Schema>()) {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const own = resolved(document, schema);
  if (own !== schema && seen.has(own)) return [];
  seen.add(own);
  const nested = [
    ...Object.values(own.properties ?? {}),
    own.items,
    typeof own.additionalProperties === 'object' ? own.additionalProperties : undefined,
    ...(own.allOf ?? []),
    ...(own.oneOf ?? []),
    ...(own.anyOf ?? []),
  ];
  return [
    ...Object.keys(own.properties ?? {}),
    ...nested.flatMap((child): string[] => propertyNames(document, child, seen)),
  ];
}

const bodySchemas = (document: OpenApiDocument, body: Body | undefined) =>
  Object.values((body && resolved(document, body).content) ?? {}).map((media) => media.schema);

/** Field and parameter names per operation ID: its parameters, request body and successful responses. */
export function operationFields(document: OpenApiDocument): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const pathItem of [...Object.values(document.paths), ...Object.values(document['x-webhooks'] ?? {})]) {
    const shared = (Array.isArray(pathItem.parameters) ? pathItem.parameters : []) as Parameter[];
    for (const operation of Object.values(pathItem) as Operation[]) {
      if (Array.isArray(operation) || !operation.operationId) continue;
      const parameters = [...shared, ...(operation.parameters ?? [])].map(
        (parameter) => resolved(document, parameter).name,
      );
      const successes = Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .map(([, response]) => response);
      const schemas = [operation.requestBody, ...successes].flatMap((body) => bodySchemas(document, body));
      const names = [...parameters, ...schemas.flatMap((schema) => propertyNames(document, schema))];
      fields.set(operation.operationId, [...new Set(names.filter((name): name is string => Boolean(name)))]);
    }
  }
  return withoutNamesOfMostOperations(fields);
}

/** A name that more than half the operations carry (`workspaceId`) tells none of them apart. */
function withoutNamesOfMostOperations(fields: Map<string, string[]>) {
  const operationsCarrying = new Map<string, number>();
  for (const names of fields.values()) {
    for (const name of names) operationsCarrying.set(name, (operationsCarrying.get(name) ?? 0) + 1);
  }
  const common = (name: string) => (operationsCarrying.get(name) ?? 0) > fields.size / 2;
  return new Map(
    [...fields].map(([operationId, names]) => [operationId, names.filter((name) => !common(name))]),
  );
}
