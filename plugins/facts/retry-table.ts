/**
 * The table of retry behaviours on /api/, read from the API document: `x-retry-behaviours` at the top level says
 * what a repeated request does for each behaviour, and every operation names its own in `x-retry`.
 */
import type {FactValue} from './registry';

/** Reads a JSON pointer of the API document. */
type ReadPointer = (pointer: string) => unknown;

type Operation = {operationId: string; 'x-retry'?: string};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Every operation of the document with its method. */
export function operationsWithMethods(read: ReadPointer): Array<{method: string; operation: Operation}> {
  const paths = read('/paths') as Record<string, Record<string, Operation>>;
  return Object.values(paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({method, operation})),
  );
}

export function retryTable(read: ReadPointer): FactValue {
  const behaviours = read('/x-retry-behaviours') as Record<string, {description: string}>;
  const operations = operationsWithMethods(read);
  const rows = Object.entries(behaviours).map(([behaviour, {description}]) => {
    const members = operations.filter(({operation}) => operation['x-retry'] === behaviour);
    // Every GET is a read; naming them one by one would bury the few other reads.
    const everyGet = members.some(({method}) => method === 'get') ? ['Every `GET`'] : [];
    const named = members
      .filter(({method}) => method !== 'get')
      .map(({operation}) => `\`${operation.operationId}\``);
    return [[...everyGet, ...named].join(', '), description];
  });
  return {kind: 'table', headers: ['Operations', 'When the same request is sent again'], rows};
}
