import {deref, loadOpenApiDocument, nodeAt} from '../openapi-document';
import {signatureOf, type ExampleSignature} from './webhook-signature';

/** The parts of an OpenAPI 3.0 document the reference pages read. */
export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  'x-enumDescriptions'?: Record<string, string>;
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  discriminator?: {propertyName: string; mapping?: Record<string, string>};
};

export type Example = {summary?: string; description?: string; value?: unknown};
export type MediaType = {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example | {$ref: string}>;
  encoding?: Record<string, {contentType?: string}>;
};
export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
  /** An optional parameter the samples send (see CONTRIBUTING.md). */
  'x-sample'?: boolean;
  /** A signature header whose example the reference computes (see webhook-signature.ts). */
  'x-example-signature'?: ExampleSignature;
};
export type Header = {description?: string; required?: boolean; schema?: Schema; example?: unknown};
export type Response = {
  description?: string;
  headers?: Record<string, Header | Ref>;
  content?: Record<string, MediaType>;
};
export type RequestBody = {description?: string; required?: boolean; content: Record<string, MediaType>};
export type SecurityScheme = {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
  description?: string;
};
type Ref = {$ref: string};

export type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<Parameter | Ref>;
  requestBody?: RequestBody | Ref;
  responses: Record<string, Response | Ref>;
  'x-retry'?: string;
  /** What the sample of the operation sends and needs first (see CONTRIBUTING.md). */
  'x-sample'?: SampleSettings;
};

/** `x-sample` of an operation: the path values its sample uses, and the operations whose samples it needs first. */
export type SampleSettings = {
  path?: Record<string, string>;
  needs?: Array<{operationId: string; what: string}>;
};

export type OpenApiDocument = {
  openapi: string;
  info: {title: string; version: string; description?: string};
  servers?: Array<{url: string; description?: string}>;
  security?: Array<Record<string, string[]>>;
  tags?: Array<{name: string; description?: string}>;
  paths: Record<string, Record<string, Operation> & {parameters?: Array<Parameter | Ref>}>;
  'x-webhooks'?: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, SecurityScheme>;
    [kind: string]: Record<string, unknown> | undefined;
  };
};

/** An operation with its path-level parameters and every reference outside schemas resolved. */
export type ResolvedOperation = {
  operationId: string;
  method: string;
  path: string;
  /** A request the platform sends to the reader's endpoint (`x-webhooks`), not one it serves. */
  webhook: boolean;
  operation: Operation;
  parameters: Parameter[];
  requestBody?: RequestBody;
  /** Each response, with the name of the `components/responses` entry it refers to, if any. */
  responses: Array<[status: string, response: Response, sharedName?: string]>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export function loadDocument(file: string): OpenApiDocument {
  return loadOpenApiDocument<OpenApiDocument>(file);
}

export {deref};

/** The schema's name in `components/schemas`, when it is a reference to one. */
export const schemaName = (schema: Schema) => schema.$ref?.split('/').pop();

const sharedResponseName = (response: Response | Ref) =>
  '$ref' in response ? /^#\/components\/responses\/(\w+)$/.exec(response.$ref)?.[1] : undefined;

export function resolvedOperations(document: OpenApiDocument): ResolvedOperation[] {
  const under = (root: OpenApiDocument['paths'], webhook: boolean) =>
    Object.entries(root).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]): ResolvedOperation => {
          const op = operation as Operation;
          const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
            deref(document, p),
          );
          const requestBody = op.requestBody ? deref(document, op.requestBody) : undefined;
          return {
            operationId: op.operationId,
            method,
            path,
            webhook,
            operation: op,
            parameters: parameters.map((parameter) =>
              withSignedExample(document, parameter, parameters, requestBody),
            ),
            requestBody,
            responses: Object.entries(op.responses).map(([status, r]) => [
              status,
              deref(document, r),
              sharedResponseName(r),
            ]),
          };
        }),
    );
  return [
    ...under(document.paths, false),
    ...under((document['x-webhooks'] ?? {}) as OpenApiDocument['paths'], true),
  ];
}

/** A signature header with its example computed from the example secret, timestamp and first body example. */
function withSignedExample(
  document: OpenApiDocument,
  parameter: Parameter,
  parameters: Parameter[],
  requestBody: RequestBody | undefined,
): Parameter {
  const signature = parameter['x-example-signature'];
  if (!signature) return parameter;
  const secret = nodeAt(document, signature.secret);
  const timestamp = parameters.find((candidate) => candidate.name === signature.timestamp)?.example;
  const [media] = Object.values(requestBody?.content ?? {});
  const [body] = media ? examplesOf(document, media) : [];
  if (typeof secret !== 'string' || timestamp === undefined || !body)
    throw new Error(`${parameter.name}: x-example-signature names no secret, timestamp or body example`);
  const raw =
    typeof body.example.value === 'string' ? body.example.value : JSON.stringify(body.example.value, null, 2);
  return {...parameter, example: signatureOf(secret, String(timestamp), raw)};
}

/** A media type's examples in document order: its named `examples`, else its single `example`. */
export function examplesOf(
  document: OpenApiDocument,
  media: MediaType,
): Array<{name: string; example: Example}> {
  if (media.examples) {
    return Object.entries(media.examples).map(([name, example]) => ({
      name,
      example: deref(document, example),
    }));
  }
  return media.example === undefined ? [] : [{name: 'example', example: {value: media.example}}];
}
