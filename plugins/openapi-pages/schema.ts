import {deref, schemaName, type OpenApiDocument, type Schema} from './document';
import {cell, code, details, fieldsTable, html, type Flavour} from './text';

/**
 * `direction` says which way a body travels: a request table leaves out read-only fields, which the
 * platform ignores there, and a response table write-only ones, which it never sends.
 */
type Context = {document: OpenApiDocument; flavour: Flavour; direction?: Direction};
export type Direction = 'request' | 'response';

/** Whether a property belongs in a table of a body that travels `direction`. */
function travels(context: Context, property: Schema): boolean {
  const own = {...flattened(context, property), ...property};
  if (context.direction === 'request') return !own.readOnly;
  if (context.direction === 'response') return !own.writeOnly;
  return true;
}

/** A schema with its reference followed and its `allOf` parts merged into one object. */
export function flattened(context: Context, schema: Schema): Schema {
  const resolved = deref(context.document, schema);
  if (!resolved.allOf) return resolved;
  const parts = resolved.allOf.map((part) => flattened(context, part));
  const own: Schema = {...resolved, allOf: undefined};
  return parts.reduce<Schema>(
    (merged, part) => ({
      ...part,
      ...merged,
      properties: {...part.properties, ...merged.properties},
      required: [...(part.required ?? []), ...(merged.required ?? [])],
    }),
    own,
  );
}

const variantsOf = (schema: Schema) => schema.oneOf ?? schema.anyOf;

/**
 * A schema name that may wrap between its words on a page (`OpenTelemetry<wbr/>Signal<wbr/>Enrichment`), so a
 * long one does not widen the Type column past the content column.
 */
const breakable = (context: Context, name: string) =>
  context.flavour === 'mdx' ? name.replace(/(?<=[a-z])(?=[A-Z])/g, '<wbr/>') : name;

/** The type as a reader names it: `string (uuid)`, `array of Device`, `map of string`. */
export function typeOf(context: Context, schema: Schema): string {
  const name = schemaName(schema);
  const resolved = flattened(context, schema);
  const nullable = resolved.nullable ? ', nullable' : '';
  const variants = variantsOf(resolved);
  if (variants) {
    // Named shapes are listed with their fields below the table; scalars are named here.
    if (variants.some((variant) => schemaName(variant)))
      return `object, one of ${variants.length} shapes${nullable}`;
    return `one of ${variants.map((variant) => typeOf(context, variant)).join(', ')}${nullable}`;
  }
  if (resolved.type === 'array' && resolved.items)
    return `array of ${typeOf(context, resolved.items)}${nullable}`;
  if (
    resolved.type === 'object' &&
    !resolved.properties &&
    typeof resolved.additionalProperties === 'object'
  ) {
    return `map of ${typeOf(context, resolved.additionalProperties)}${nullable}`;
  }
  const base = resolved.type ?? (resolved.properties ? 'object' : 'any');
  const format = resolved.format ? ` (${resolved.format})` : '';
  const named = base === 'object' && name ? ` (${breakable(context, name)})` : '';
  return `${base}${format}${named}${nullable}`;
}

const range = (min: number | undefined, max: number | undefined, unit: string) => {
  const plural = (n: number) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined)
    return min === max ? `Exactly ${plural(max)}.` : `${min}–${plural(max)}.`;
  if (max !== undefined) return `At most ${plural(max)}.`;
  if (min !== undefined && min > 0) return `At least ${plural(min)}.`;
  return undefined;
};

/** Enums, lengths, bounds, pattern, default and example, as short sentences. */
export function constraintsOf(context: Context, schema: Schema, example?: unknown): string[] {
  const s = flattened(context, schema);
  const items = s.type === 'array' && s.items ? flattened(context, s.items) : undefined;
  const enumOf = s.enum ?? items?.enum;
  const bound = (value: number | undefined, exclusive: boolean | undefined, word: string) =>
    value === undefined ? undefined : `${word} ${exclusive ? '(exclusive) ' : ''}${value}.`;
  return [
    s.deprecated ? 'Deprecated.' : undefined,
    s.readOnly ? 'Read-only.' : undefined,
    s.writeOnly ? 'Write-only.' : undefined,
    enumOf ? `Values: ${enumOf.map(code).join(', ')}.` : undefined,
    range(s.minLength, s.maxLength, 'character'),
    range(s.minItems, s.maxItems, 'item'),
    s.uniqueItems ? 'Items are unique.' : undefined,
    range(s.minProperties, s.maxProperties, 'entry'),
    bound(s.minimum, s.exclusiveMinimum, 'Minimum'),
    bound(s.maximum, s.exclusiveMaximum, 'Maximum'),
    s.pattern ? `Pattern: ${code(s.pattern)}.` : undefined,
    items?.pattern ? `Each item matches ${code(items.pattern)}.` : undefined,
    range(items?.minLength, items?.maxLength, 'character')?.replace(
      /^./,
      (c) => `Each item: ${c.toLowerCase()}`,
    ),
    s.default !== undefined ? `Default: ${code(s.default)}.` : undefined,
    example !== undefined ? `Example: ${code(example)}.` : undefined,
  ].filter((sentence): sentence is string => Boolean(sentence));
}

/** What a property's description cell says: its own words, then its constraints. */
export function describe(context: Context, schema: Schema, example?: unknown): string {
  const resolved = flattened(context, schema);
  // A property that only references a named schema reads that schema's description.
  const description = schema.description ?? resolved.description;
  return [cell(description, context.flavour), ...constraintsOf(context, schema, example)]
    .filter(Boolean)
    .join(' ');
}

/** The object or variants a property's value holds, which get their own fields below the table. */
function nestedOf(context: Context, schema: Schema): Schema | undefined {
  const resolved = flattened(context, schema);
  const variants = variantsOf(resolved);
  // Variants that are all scalars (a string, a number or a boolean) have no fields to show.
  if (variants?.some((variant) => nestedOf(context, variant)) || resolved.properties) return schema;
  if (resolved.type === 'array' && resolved.items) return nestedOf(context, resolved.items);
  if (typeof resolved.additionalProperties === 'object')
    return nestedOf(context, resolved.additionalProperties);
  return undefined;
}

/** The value a variant gives the discriminator, from the mapping or its own one-value enum. */
function discriminatorValue(context: Context, parent: Schema, variant: Schema): string | undefined {
  const property = parent.discriminator?.propertyName;
  if (!property) return undefined;
  const mapped = Object.entries(parent.discriminator?.mapping ?? {}).find(([, ref]) => ref === variant.$ref);
  if (mapped) return mapped[0];
  const own = flattened(context, variant).properties?.[property];
  const values = own ? flattened(context, own).enum : undefined;
  return values?.length === 1 ? String(values[0]) : schemaName(variant);
}

/**
 * The fields of a schema: a table of its properties, then, for each property that holds an
 * object, a `<details>` with that object's fields (readable without JavaScript).
 * `path` names the value in summaries, for example `conditions[].threshold`.
 */
export function fieldsOf(context: Context, schema: Schema, path = '', seen: string[] = []): string {
  const resolved = flattened(context, schema);
  const ref = schema.$ref;
  if (ref && seen.includes(ref)) return `The same fields as ${code(schemaName(schema) ?? ref)} above.`;
  const trail = ref ? [...seen, ref] : seen;
  const variants = variantsOf(resolved);
  if (variants) {
    const property = resolved.discriminator?.propertyName;
    const intro = property
      ? `One of ${variants.length} shapes, chosen by ${code(property)}:`
      : `One of ${variants.length} shapes:`;
    const shapes = variants.map((variant) => {
      const value = discriminatorValue(context, resolved, variant);
      const name = schemaName(variant) ?? typeOf(context, variant);
      const label = property && value ? `<code>${property}</code>: <code>${html(value)}</code>` : html(name);
      return details(context.flavour, label, fieldsOf(context, variant, path, trail));
    });
    const common = resolved.properties ? [propertiesTable(context, resolved, path, trail)] : [];
    return [intro, ...shapes, ...common].join('\n\n');
  }
  if (resolved.properties) return propertiesTable(context, resolved, path, trail);
  const nested = nestedOf(context, schema);
  if (nested && nested !== schema) {
    const suffix = resolved.type === 'array' ? '[]' : '{}';
    return `${typeOf(context, schema)}.\n\n${fieldsOf(context, nested, `${path}${suffix}`, trail)}`;
  }
  const constraints = describe(context, schema);
  return `${typeOf(context, schema)}.${constraints ? ` ${constraints}` : ''}`;
}

function propertiesTable(context: Context, object: Schema, path: string, seen: string[]): string {
  const required = new Set(object.required ?? []);
  const entries = Object.entries(object.properties ?? {}).filter(([, property]) =>
    travels(context, property),
  );
  const rows = entries.map(([name, property]) => {
    const marker = required.has(name) ? ' *required*' : '';
    return `| ${code(name)}${marker} | ${typeOf(context, property)} | ${describe(context, property)} |`;
  });
  const children = entries.flatMap(([name, property]) => {
    const nested = nestedOf(context, property);
    if (!nested) return [];
    const resolved = flattened(context, property);
    const childPath = `${path ? `${path}.` : ''}${name}${resolved.type === 'array' ? '[]' : ''}`;
    const body = fieldsOf(context, nested, childPath, seen);
    return [details(context.flavour, `<code>${html(childPath)}</code> fields`, body)];
  });
  const table = fieldsTable(context.flavour, ['Field', 'Type', 'Description'], rows);
  return [table, ...children].join('\n\n');
}
