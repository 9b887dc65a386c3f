/**
 * Values shaped by the document's schemas: a stored resource completed into what a response must hold, and a
 * request body with the defaults of the fields it leaves out (what "replace" means in the document).
 */
import type {JsonObject} from '../../openapi/openapi-document';
import {resolveSchema} from './document';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The branch of a `oneOf` whose `kind` (or other constant) the value carries, else the first. */
function branchOf(schema: JsonObject, value: unknown): JsonObject {
  const branches = (schema.oneOf as unknown[]).map(resolveSchema);
  const kind = isObject(value) ? value.kind : undefined;
  return (
    branches.find((branch) => {
      const kindSchema = (branch.properties as JsonObject | undefined)?.kind as JsonObject | undefined;
      return kindSchema && (kindSchema.enum as unknown[] | undefined)?.includes(kind);
    }) ?? branches[0]
  );
}

/** A request body as the document says a replace stores it: every field it leaves out takes its default (or null). */
export function withDefaults(schemaRaw: unknown, value: unknown): unknown {
  let schema = resolveSchema(schemaRaw);
  if (schema.oneOf) schema = branchOf(schema, value);
  if (!isObject(value) || !isObject(schema.properties)) return value;
  const out: JsonObject = {...value};
  for (const [name, memberRaw] of Object.entries(schema.properties)) {
    const member = resolveSchema(memberRaw);
    if (out[name] === undefined && 'default' in member) out[name] = structuredClone(member.default);
    // A nullable member without a default is reset to null: "an option you leave out is reset to its default".
    else if (
      out[name] === undefined &&
      (member.nullable === true || (Array.isArray(member.type) && member.type.includes('null')))
    )
      out[name] = null;
    else if (out[name] !== undefined) out[name] = withDefaults(member, out[name]);
  }
  return out;
}

/**
 * Fills what a response schema requires and the stored value lacks, and drops what the schema does not know. Each
 * member it has to fill is added to `filled` (its JSON pointer), so that a rule that forgets a member is caught.
 */
export function completeFor(
  schemaRaw: unknown,
  value: unknown,
  now: string,
  filled: string[] = [],
  at = '',
): unknown {
  let schema = resolveSchema(schemaRaw);
  if (schema.oneOf) schema = branchOf(schema, value);
  if (schema.allOf) {
    return (schema.allOf as unknown[]).reduce<unknown>(
      (done, part) => ({
        ...(done as JsonObject),
        ...(completeFor(part, value, now, filled, at) as JsonObject),
      }),
      {},
    );
  }
  if (schema.type === 'array' && Array.isArray(value))
    return value.map((item, index) => completeFor(schema.items, item, now, filled, `${at}/${index}`));
  if (!isObject(schema.properties) && schema.type !== 'object') return value;
  const source = isObject(value) ? value : {};
  const properties = (schema.properties ?? {}) as JsonObject;
  const out: JsonObject = {};
  const open = schema.additionalProperties !== undefined && schema.additionalProperties !== false;
  // Members in the order the schema lists them, as the platform serializes them.
  for (const name of Object.keys(properties)) {
    if (name in source)
      out[name] =
        source[name] === null
          ? null
          : completeFor(properties[name], source[name], now, filled, `${at}/${name}`);
  }
  for (const [name, member] of Object.entries(source)) {
    if (!(name in properties) && open) out[name] = member;
  }
  for (const name of (schema.required ?? []) as string[]) {
    if (name in out) continue;
    filled.push(`${at}/${name}`);
    out[name] = emptyValue(resolveSchema(properties[name] ?? {}), now);
  }
  return out;
}

function emptyValue(schema: JsonObject, now: string): unknown {
  if ('default' in schema) return structuredClone(schema.default);
  if (schema.nullable) return null;
  if (schema.oneOf) return emptyValue(branchOf(schema, undefined), now);
  if (schema.type === 'string') {
    if (schema.format === 'date-time') return now;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    return '';
  }
  if (schema.type === 'boolean') return false;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 0;
  if (schema.type === 'array') return [];
  return completeFor(schema, {}, now);
}

/** RFC 7386 merge patch. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: JsonObject = isObject(target) ? {...target} : {};
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete out[name];
    else out[name] = mergePatch(out[name], value);
  }
  return out;
}
