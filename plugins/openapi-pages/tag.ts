import {apiReference} from '../../src/references';
import {deref, schemaName, type OpenApiDocument, type ResolvedOperation, type Schema} from './document';
import {returnedFields} from './operation';
import type {Partials} from './partials';
import {block, code} from './text';

/** The document, every operation in it, and the partials the page imports (see ./partials). */
type Context = {document: OpenApiDocument; operations: ResolvedOperation[]; partials: Partials};

/**
 * The objects a tag is about: what its operations that read one resource (a GET whose path ends in
 * the resource's ID) return, in the document's order. Ingress and Device Registration read none.
 */
function objectsOf(operations: ResolvedOperation[]): Schema[] {
  const schemas = operations
    .filter(({method, path}) => method === 'get' && path.endsWith('}'))
    .map(
      ({responses}) =>
        responses.find(([status]) => status === '200')?.[1].content?.['application/json']?.schema,
    )
    .filter((schema): schema is Schema => Boolean(schema && schemaName(schema)));
  return schemas.filter((schema, index) => schemas.findIndex(({$ref}) => $ref === schema.$ref) === index);
}

function objectSection(context: Context, schema: Schema): string {
  const description = block(deref(context.document, schema).description, 'mdx');
  const fields = returnedFields(
    {document: context.document, flavour: 'mdx', partials: context.partials},
    schema,
  );
  return [`## The ${code(schemaName(schema))} object`, description, fields].filter(Boolean).join('\n\n');
}

function operationItem({operationId, operation, method, path, webhook}: ResolvedOperation): string {
  const request = `${method.toUpperCase()} ${webhook ? '(webhook)' : path}`;
  return `- [${operation.summary ?? operationId}](${apiReference.route}/${operationId}): ${code(request)}`;
}

/**
 * A tag's page, as Stripe introduces a resource: what it is (the tag's description), the objects its
 * operations return with their fields, then its operations.
 */
export function tagPageBody(context: Context, tagName: string): string {
  const tag = context.document.tags?.find((candidate) => candidate.name === tagName);
  const operations = context.operations.filter((operation) => operation.operation.tags?.includes(tagName));
  return [
    block(tag?.description, 'mdx'),
    ...objectsOf(operations).map((schema) => objectSection(context, schema)),
    '## Operations',
    operations.map(operationItem).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}
