/**
 * The shape of the command model, checked against `cli/spotf.schema.json` (the schema editors use for
 * `cli/spotf.yaml`). A fault is reported for the entry it is in, like the checks across entries.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, {type ErrorObject} from 'ajv';
import {cliReference} from '../../src/references';
import {ModelError} from './model-error';

const schemaFile = path.resolve(__dirname, '../..', path.dirname(cliReference.source), 'spotf.schema.json');
const validate = new Ajv({verbose: true, allowUnionTypes: true}).compile(
  JSON.parse(fs.readFileSync(schemaFile, 'utf8')),
);

type Node = Record<string, unknown>;

/**
 * Names the entry an instance path points into (`spotf device delete`), the item inside it if any
 * (`option --device-id`, `example #2`) and the field path below that (`default`).
 */
function locate(raw: unknown, instancePath: string): {entry: string; item?: string; field: string} {
  const segments = instancePath.split('/').slice(1);
  let entry = 'spotf';
  let item: string | undefined;
  let fields: string[] = [];
  let node: unknown = raw;
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i];
    const child = (node as Node)?.[key];
    const index = Number(segments[i + 1]);
    const element = Array.isArray(child) ? (child[index] as Node | undefined) : undefined;
    const name = typeof element?.name === 'string' ? element.name : undefined;
    if (!element) {
      fields = [...fields, key];
      node = child;
      continue;
    }
    if (key === 'groups' || key === 'commands') {
      entry = name ? `${entry} ${name}` : `${entry} ${key.slice(0, -1)} #${index + 1}`;
      item = undefined;
    } else if (key === 'options' || key === 'rootOptions' || key === 'globalOptions') {
      if (key === 'globalOptions') entry = 'spotf global options';
      item = name ? `option --${name}` : `option #${index + 1}`;
    } else if (key === 'exitCodes' || key === 'environment') {
      entry = `spotf ${key === 'exitCodes' ? 'exit code' : 'environment variable'} #${index + 1}`;
    } else {
      item = `${key.replace(/s$/, '')} #${index + 1}`;
    }
    fields = [];
    node = element;
    i++;
  }
  return {entry, item, field: fields.join('.') || 'value'};
}

/** What went wrong, in the model's words; a blank text counts as missing. */
function describe(error: ErrorObject, field: string): string {
  const rule = (error.parentSchema as {description?: string} | undefined)?.description;
  const value = JSON.stringify(error.data);
  switch (error.keyword) {
    case 'required':
      return `missing ${(error.params as {missingProperty: string}).missingProperty}`;
    case 'additionalProperties':
      return `has unknown field "${(error.params as {additionalProperty: string}).additionalProperty}"`;
    case 'pattern':
      if (error.schemaPath.startsWith('#/definitions/Text/')) return `missing ${field}`;
      return `${field} ${value} is not ${rule ?? `like ${(error.params as {pattern: string}).pattern}`}`;
    case 'enum':
    case 'const':
      return `${field} ${value} is not ${rule ?? 'allowed'}`;
    case 'type':
      return `${field} must be ${(error.params as {type: string}).type}`;
    case 'minItems':
      return `${field} is empty`;
    case 'uniqueItems':
      return `${field} repeats a value`;
    case 'propertyNames':
      return `${field} has a key that is not ${rule}`;
    default:
      return rule ?? error.message ?? 'is not valid';
  }
}

/** Throws a ModelError naming the faulty entry when `raw` does not have the model's shape. */
export function checkShape(raw: unknown): void {
  if (validate(raw)) return;
  const errors = validate.errors ?? [];
  // The last error is the most specific one, unless it only says that an `if` led to a failed `then`.
  const error = [...errors].reverse().find((candidate) => candidate.keyword !== 'if') ?? errors[0];
  const {entry, item, field} = locate(raw, error.instancePath);
  throw new ModelError(entry, `${item ? `${item} ` : ''}${describe(error, field)}`);
}
