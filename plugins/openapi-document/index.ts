/**
 * The one reader of the OpenAPI document for the site's plugins: the reference pages, the search fields, the facts,
 * the problem types and the Markdown export all load it, walk its JSON pointers and follow its references here, so
 * that `~1` in a pointer and a reference cycle are handled once.
 */
import fs from 'node:fs';

export function loadOpenApiDocument<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

const isReference = (node: unknown): node is {$ref: string} =>
  typeof node === 'object' && node !== null && typeof (node as {$ref?: unknown}).$ref === 'string';

/** A JSON pointer's tokens, unescaped as RFC 6901 says (`~1` is `/`, `~0` is `~`). */
export const pointerTokens = (pointer: string): string[] =>
  pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));

/**
 * The node at a JSON pointer (`/components/schemas/Device` or `#/components/…`), or undefined where the document has
 * none. With `followReferences`, a `$ref` met on the way is followed before the next token is read.
 */
export function nodeAt(document: unknown, pointer: string, followReferences = false): unknown {
  let node = document;
  for (const token of pointerTokens(pointer)) {
    if (followReferences) node = deref(document, node);
    if (typeof node !== 'object' || node === null || !(token in node)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Follows local references until a node without `$ref`; a reference that leads nowhere or back to itself throws. */
export function deref<T>(document: unknown, value: T | {$ref: string}): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (isReference(current)) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`The OpenAPI document refers outside itself: ${ref}`);
    if (seen.has(ref))
      throw new Error(`The OpenAPI document's references form a cycle: ${[...seen, ref].join(' → ')}`);
    seen.add(ref);
    current = nodeAt(document, ref);
    if (current === undefined) throw new Error(`The OpenAPI document has nothing at ${ref}`);
  }
  return current as T;
}
