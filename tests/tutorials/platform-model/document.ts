/**
 * The API document as the platform model reads it: which operation a request addresses, whether the request is
 * valid for it (path, query, credential scheme, body), and whether an answer fits the response schema.
 */
import type {ValidateFunction} from 'ajv';
import {
  loadDocument,
  operationsOf,
  pointerOf,
  resolveRef,
  schemaValidator,
  type JsonObject,
  type LocatedOperation,
  type OpenApiDocument,
} from '../../openapi/openapi-document';

export const document: OpenApiDocument = loadDocument();
const validatorAt = schemaValidator(document);

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonObject;
}

export interface RoutedOperation extends LocatedOperation {
  id: string;
  pattern: RegExp;
  pathParameters: string[];
  parameters: Parameter[];
}

const resolved = <T>(value: unknown) => resolveRef(document, value).value as T;

export const routes: RoutedOperation[] = operationsOf(document).map((located) => {
  const pathParameters = [...located.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const source = located.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)');
  return {
    ...located,
    id: located.operation.operationId,
    pattern: new RegExp(`^${source}$`),
    pathParameters,
    parameters: (located.operation.parameters ?? []).map((parameter) => resolved<Parameter>(parameter)),
  };
});

export const operationById = new Map(routes.map((route) => [route.id, route]));

/** The operation and path values a request addresses; a literal segment wins over a parameter (`/complete`). */
export function route(
  method: string,
  pathname: string,
): {operation: RoutedOperation; params: Record<string, string>} | null {
  const candidates = routes
    .filter((candidate) => candidate.method === method.toLowerCase())
    .map((candidate) => ({candidate, match: candidate.pattern.exec(pathname)}))
    .filter((found) => found.match)
    .sort((a, b) => a.candidate.pathParameters.length - b.candidate.pathParameters.length);
  const best = candidates[0];
  if (!best) return null;
  const params = Object.fromEntries(
    best.candidate.pathParameters.map((name, index) => [name, decodeURIComponent(best.match![index + 1])]),
  );
  return {operation: best.candidate, params};
}

/** Whether some other method serves the path (405 rather than 404). */
export const pathExists = (pathname: string) => routes.some((candidate) => candidate.pattern.test(pathname));

function errorsOf(validate: ValidateFunction, value: unknown, where: string): string[] {
  if (validate(value)) return [];
  return validate.errors!.map(
    (error) => `${where}${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

const schemaPointerOfParameter = (operation: RoutedOperation, name: string): string | null => {
  const list = operation.operation.parameters ?? [];
  const index = list.findIndex((raw) => resolved<Parameter>(raw).name === name);
  if (index < 0) return null;
  const {pointer} = resolveRef(document, list[index]);
  return `${pointer ?? pointerOf('paths', operation.path, operation.method, 'parameters', index)}/schema`;
};

function typedParameter(schema: JsonObject | undefined, raw: string): unknown {
  const type = schema?.type;
  if (type === 'integer' || type === 'number') return Number(raw);
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (type === 'array') return raw.split(',');
  return raw;
}

/** The credential schemes an operation accepts (the document's default applies where it names none). */
export function securitySchemes(operation: RoutedOperation): string[] {
  const security = operation.operation.security ?? (document.security as Array<Record<string, string[]>>);
  return security.flatMap((requirement) => Object.keys(requirement));
}

/**
 * The word an Authorization header starts with under a scheme: `Bearer` for an HTTP bearer scheme;
 * for a header key, the word its description gives (`Send it as \`Authorization: DeviceToken <…>\``).
 */
function authorizationWord(scheme: string): string {
  const definition = (
    document.components?.securitySchemes as Record<string, {type: string; description?: string}>
  )[scheme];
  if (definition.type === 'http') return 'Bearer';
  const word = /`Authorization: (\w+) </.exec(definition.description ?? '')?.[1];
  if (!word) throw new Error(`The security scheme ${scheme} does not say how to send it`);
  return word;
}

const MERGE_PATCH = 'application/merge-patch+json';

export interface CheckedRequest {
  query: Record<string, unknown>;
  body: unknown;
  scheme: string;
  credential: string;
}

/** Problems of a request against its operation, and the typed query values and body when it has none. */
export function checkRequest(
  operation: RoutedOperation,
  params: Record<string, string>,
  query: URLSearchParams,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): {problems: string[]; status: number; request?: CheckedRequest} {
  const authorization = String(headers.authorization ?? '');
  const [given, ...rest] = authorization.split(' ');
  const credential = rest.join(' ').trim();
  const accepted = securitySchemes(operation);
  const expected = [...new Set(accepted.map(authorizationWord))];
  if (!credential || !expected.includes(given)) {
    return {
      status: 401,
      problems: [`Authorization must be ${expected.join(' or ')} <credential>, got "${authorization}"`],
    };
  }
  const problems: string[] = [];
  for (const name of operation.pathParameters) {
    const pointer = schemaPointerOfParameter(operation, name);
    if (!pointer) problems.push(`path parameter ${name} is not described`);
    else {
      const schema = operation.parameters.find((candidate) => candidate.name === name)?.schema;
      const value = typedParameter(schema && resolved<JsonObject>(schema), params[name]);
      problems.push(...errorsOf(validatorAt(pointer), value, `path ${name}`));
    }
  }
  const typedQuery: Record<string, unknown> = {};
  for (const name of new Set(query.keys())) {
    const parameter = operation.parameters.find(
      (candidate) => candidate.in === 'query' && candidate.name === name,
    );
    if (!parameter) {
      problems.push(`query parameter ${name} is not in the document`);
      continue;
    }
    typedQuery[name] = typedParameter(
      parameter.schema && resolved<JsonObject>(parameter.schema),
      query.get(name)!,
    );
    problems.push(
      ...errorsOf(validatorAt(schemaPointerOfParameter(operation, name)!), typedQuery[name], `query ${name}`),
    );
  }
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required && !query.has(parameter.name)) {
      problems.push(`query parameter ${parameter.name} is required`);
    }
  }
  const requestBody =
    operation.operation.requestBody && resolved<JsonObject>(operation.operation.requestBody);
  let body: unknown = undefined;
  if (rawBody.length > 0) {
    const content = (requestBody?.content ?? {}) as Record<string, JsonObject>;
    const sent = String(headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    // The document's general rules: "the same body sent as `application/json` is read the same way"
    // as the `application/merge-patch+json` that every PATCH declares.
    const type = sent === 'application/json' && !content[sent] && content[MERGE_PATCH] ? MERGE_PATCH : sent;
    if (!requestBody) problems.push('the operation takes no body');
    else if (!content[type])
      problems.push(`Content-Type ${type || '(none)'} is not one of ${Object.keys(content).join(', ')}`);
    else if (/json/.test(type)) {
      try {
        body = JSON.parse(rawBody);
      } catch {
        problems.push('the body is not JSON');
      }
      if (body !== undefined && content[type].schema) {
        const {pointer} = resolveRef(document, operation.operation.requestBody);
        const base = pointer ?? pointerOf('paths', operation.path, operation.method, 'requestBody');
        problems.push(
          ...errorsOf(
            validatorAt(pointerOf(...base.slice(1).split('/').map(unescape), 'content', type, 'schema')),
            body,
            'body',
          ),
        );
      }
    } else body = rawBody;
  } else if (requestBody?.required) problems.push('the body is required');
  if (problems.length > 0) return {status: 400, problems};
  return {status: 0, problems, request: {query: typedQuery, body, scheme: given, credential}};
}

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** The JSON pointer of the schema of a response, or null when it has no JSON body. */
export function responseSchemaPointer(operation: RoutedOperation, status: number): string | null {
  const raw = operation.operation.responses[String(status)];
  if (!raw) return null;
  const {pointer, value} = resolveRef(document, raw);
  const content = (value as JsonObject).content as Record<string, JsonObject> | undefined;
  const type = content && Object.keys(content).find((candidate) => /json/.test(candidate));
  if (!type || !content![type].schema) return null;
  const base = pointer ?? pointerOf('paths', operation.path, operation.method, 'responses', String(status));
  return pointerOf(...base.slice(1).split('/').map(unescape), 'content', type, 'schema');
}

/** Problems of an answer: a status the operation does not list, or a body that does not fit its schema. */
export function checkResponse(operation: RoutedOperation, status: number, body: unknown): string[] {
  if (!operation.operation.responses[String(status)]) {
    return [`${operation.id} does not list status ${status}`];
  }
  const pointer = responseSchemaPointer(operation, status);
  if (!pointer) return body === undefined ? [] : [`${operation.id} ${status} has no body in the document`];
  return errorsOf(validatorAt(pointer), body, `${operation.id} ${status} response`);
}

/** The schema at a pointer, with its references followed. */
export const schemaAt = (pointer: string): JsonObject =>
  resolved<JsonObject>(resolveRef(document, {$ref: `#${pointer}`}).value);

/** The request body schema of an operation (JSON), references followed. */
export function requestSchema(operation: RoutedOperation): JsonObject | null {
  const requestBody =
    operation.operation.requestBody && resolved<JsonObject>(operation.operation.requestBody);
  const content = requestBody?.content as Record<string, JsonObject> | undefined;
  const schema = content?.['application/json']?.schema ?? content?.['application/merge-patch+json']?.schema;
  return schema ? resolved<JsonObject>(schema) : null;
}

export const resolveSchema = (schema: unknown): JsonObject => resolved<JsonObject>(schema);
