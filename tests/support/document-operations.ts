import {
  operationsOf,
  type JsonObject,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../openapi/openapi-document';

/** The operation of the API document with this operationId; throws when there is none. */
export function operationNamed(document: OpenApiDocument, operationId: string): OpenApiOperation {
  const found = operationsOf(document).find(({operation}) => operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found.operation;
}

/** Problem types an operation's response shows under one status, from its examples. */
export function problemTypes(operation: OpenApiOperation, status: string): string[] {
  const response = operation.responses[status] as JsonObject | undefined;
  const media = (response?.content as Record<string, {examples?: Record<string, {value: {type: string}}>}>)?.[
    'application/problem+json'
  ];
  return Object.values(media?.examples ?? {}).map(({value}) => value.type);
}
