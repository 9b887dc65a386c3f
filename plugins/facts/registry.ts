/**
 * The registry of shared facts: every value a guide states about the platform that another source also states.
 *
 * A fact is defined once in facts/facts.yaml and read from one of four sources: a JSON pointer into the OpenAPI
 * document, an option of the CLI model, a key of src/identity.ts, or a literal value for what none of them can hold
 * (quotas, device-side behaviour).
 * Guides render facts with `<Fact name="…" />` (and `{fact:…}` inside code, inline code and link targets), so a
 * value changes in one place and a moved pointer or a mistyped name fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {identity} from '../../src/identity';
import {apiReference, cliReference} from '../../src/references';
import {allCommands, loadModel, type CliModel} from '../cli-reference/model';
import {retryTable} from './retry-table';
import {ROLE_TABLES, roleCatalogue, roleTable, type RoleCatalogue, type RoleTable} from './role-tables';
import {loadOpenApiDocument, nodeAt} from '../openapi-document';

export type Scalar = string | number | boolean;

/** The table of what a repeated request does, by operation. */
const RETRY_TABLE = 'retry-behaviours';

/** What a fact renders as: a phrase, a list of values, or a table. */
export type FactValue =
  | {kind: 'text'; text: string; code: boolean}
  | {kind: 'list'; items: string[]; code: boolean}
  | {kind: 'table'; headers: string[]; rows: string[][]};

export interface FactDefinition {
  /** JSON pointer into the OpenAPI document; `$ref`s on the way are followed. */
  pointer?: string;
  /** An option of the CLI model: its default or its allowed values. */
  cliOption?: {command: string; option: string; field: 'default' | 'allowed'};
  /** A list of records at the top of the CLI model, such as `exitCodes`. */
  cli?: 'exitCodes' | 'environment';
  /** Renders a list of records (or a mapping) as a table: column header → field (`$key` for a mapping's keys). */
  columns?: Record<string, string>;
  /** Key of `identity` in src/identity.ts. */
  identity?: string;
  /** Only the host of a URL fact (`api.eu1.spotflow.io`). */
  host?: boolean;
  /** The value itself, for facts the API document cannot hold. */
  value?: Scalar | Scalar[];
  /** A phrase built from other facts: `{deviceIdMinLength} to {deviceIdMaxLength} characters`. */
  template?: string;
  /** Word after a number: `characters`, `MiB`, `days`. */
  unit?: string;
  /** Shows a `d:hh:mm:ss` duration in words (`30:00:00:00` as `30 days`). */
  duration?: boolean;
  /** Renders the value (or each list item) as code. */
  code?: boolean;
  /** The value as a person would type it (regular expression), when that differs from the rendered phrase. */
  typed?: string;
  /** Words that, next to the value typed by hand, mean a guide retyped this fact (regular expression). */
  subject?: string;
  /** Row label in the table of limits on /api/. */
  limit?: string;
  /** The kind of real artifact a reader checks this value against; such a fact names where it was read. */
  artifact?: ArtifactKind;
  /** The public record the value was read from: an https address, pinned to a commit for a repository. */
  source?: string;
  /** Where the reader finds the current value, for an artifact value that no public record holds. */
  unpublished?: string;
  /** The day the value was last compared with its source (YYYY-MM-DD). */
  checked?: string;
}

export const ARTIFACT_KINDS = [
  'package version',
  'release date',
  'fingerprint',
  'certificate',
  'checksum',
  'host',
  'URL',
  'commit',
] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

export interface Facts {
  /** Every registered name, in file order. */
  names(): string[];
  definition(name: string): FactDefinition;
  /** The raw value: a scalar or a list of scalars. Throws with the name when it cannot be read. */
  raw(name: string): Scalar | Scalar[];
  /** The value as a reader sees it. */
  render(name: string): FactValue;
  /** The phrase form of a fact, for code, link targets and table cells. */
  text(name: string): string;
  /** The table of every fact that carries a `limit` label. */
  limits(): FactValue;
  /** A table that `<FactTable of="…" />` names: `limits`, `retry-behaviours`, or a role table of the API document. */
  table(of: string): FactValue;
  /** The built-in roles and permissions of the API document, which the role tables show. */
  roles(): RoleCatalogue;
}

export class FactError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FactError';
  }
}

const siteDir = path.resolve(__dirname, '../..');
export const FACTS_FILE = path.join(siteDir, 'facts/facts.yaml');
export const OPENAPI_FILE = path.join(siteDir, apiReference.source);
export const CLI_MODEL_FILE = path.join(siteDir, cliReference.source);

type Json = unknown;

/** Follows a JSON pointer, resolving `$ref`s met on the way. */
export function readPointer(document: Json, pointer: string): Json {
  if (!pointer.startsWith('/')) throw new FactError(`"${pointer}" is not a JSON pointer`);
  const node = nodeAt(document, pointer, true);
  if (node === undefined) throw new FactError(`the OpenAPI document has nothing at ${pointer}`);
  return node;
}

const DURATION = /^(\d+):(\d{2}):(\d{2}):(\d{2})$/;

/** `30:00:00:00` → `30 days`, `00:01:00:00` → `1 hour`; other forms stay as they are. */
export function durationInWords(value: string): string {
  const match = DURATION.exec(value);
  if (!match) return value;
  const [days, hours, minutes, seconds] = match.slice(1).map(Number);
  const parts = (
    [
      [days, 'day'],
      [hours, 'hour'],
      [minutes, 'minute'],
      [seconds, 'second'],
    ] as const
  )
    .filter(([amount]) => amount > 0)
    .map(([amount, word]) => `${amount} ${word}${amount === 1 ? '' : 's'}`);
  return parts.join(' ') || '0 seconds';
}

/** How a scalar is written in prose: `1,024`, `true`, `Messages`. */
function scalarText(value: Scalar): string {
  return typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
}

function isScalar(value: unknown): value is Scalar {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

function readCliOption(cli: CliModel | undefined, source: NonNullable<FactDefinition['cliOption']>): unknown {
  const command = cli && allCommands(cli).find((candidate) => candidate.fullName === source.command);
  if (!command) throw new FactError(`the CLI model has no command "${source.command}"`);
  const option = command.options.find((candidate) => candidate.name === source.option);
  if (!option) throw new FactError(`"${source.command}" has no option --${source.option}`);
  if (option[source.field] === undefined) throw new FactError(`--${source.option} has no ${source.field}`);
  return option[source.field];
}

export function createFacts(
  definitions: Record<string, FactDefinition>,
  openApi: Json,
  cli?: CliModel,
): Facts {
  const definition = (name: string): FactDefinition => {
    const found = Object.hasOwn(definitions, name) ? definitions[name] : undefined;
    if (!found) throw new FactError(`unknown fact "${name}"`);
    return found;
  };

  const source = (name: string): unknown => {
    const fact = definition(name);
    try {
      if (fact.pointer) return readPointer(openApi, fact.pointer);
      if (fact.cliOption) return readCliOption(cli, fact.cliOption);
      if (fact.cli) {
        if (!cli) throw new FactError('no CLI model was loaded');
        return cli[fact.cli];
      }
      if (fact.identity) {
        if (!Object.hasOwn(identity, fact.identity))
          throw new FactError(`identity has no "${fact.identity}"`);
        const value = identity[fact.identity as keyof typeof identity];
        return fact.host ? new URL(String(value)).host : value;
      }
      return fact.template ? text(name) : fact.value;
    } catch (error) {
      throw new FactError(`fact "${name}": ${(error as Error).message}`);
    }
  };

  const raw = (name: string): Scalar | Scalar[] => {
    if (definition(name).columns) throw new FactError(`fact "${name}" is a table; give it a line of its own`);
    const value = source(name);
    if (isScalar(value) || (Array.isArray(value) && value.length > 0 && value.every(isScalar))) return value;
    throw new FactError(`fact "${name}" is neither a value nor a list of values: ${JSON.stringify(value)}`);
  };

  const table = (name: string, columns: Record<string, string>): FactValue => {
    const value = source(name);
    const records: Array<[string, unknown]> = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : value && typeof value === 'object'
        ? Object.entries(value)
        : [];
    if (records.length === 0) throw new FactError(`fact "${name}" has columns but no records to show`);
    const cell = ([key, record]: [string, unknown], field: string): string => {
      const found = field === '$key' ? key : (record as Record<string, unknown> | null)?.[field];
      if (!isScalar(found)) throw new FactError(`fact "${name}": a record has no field "${field}"`);
      return scalarText(found);
    };
    return {
      kind: 'table',
      headers: Object.keys(columns),
      rows: records.map((record) => Object.values(columns).map((field) => cell(record, field))),
    };
  };

  const phrase = (fact: FactDefinition, value: Scalar): string => {
    const written = fact.duration && typeof value === 'string' ? durationInWords(value) : scalarText(value);
    return fact.unit ? `${written} ${fact.unit}` : written;
  };

  const text = (name: string): string => {
    const fact = definition(name);
    if (fact.template) {
      return fact.template.replace(/\{([A-Za-z][\w]*)\}/g, (_, inner: string) => text(inner));
    }
    const value = raw(name);
    if (Array.isArray(value)) return value.map((item) => phrase(fact, item)).join(', ');
    return phrase(fact, value);
  };

  const render = (name: string): FactValue => {
    const fact = definition(name);
    if (fact.columns) return table(name, fact.columns);
    const value = fact.template ? text(name) : raw(name);
    if (Array.isArray(value)) {
      return {kind: 'list', items: value.map((item) => phrase(fact, item)), code: Boolean(fact.code)};
    }
    return {
      kind: 'text',
      text: fact.template ? String(value) : phrase(fact, value),
      code: Boolean(fact.code),
    };
  };

  const names = () => Object.keys(definitions);

  const limits = (): FactValue => ({
    kind: 'table',
    headers: ['Limit', 'Value'],
    rows: names()
      .filter((name) => definitions[name].limit)
      .map((name) => [definitions[name].limit!, text(name)]),
  });

  const readDocument = (pointer: string) => readPointer(openApi, pointer);

  const namedTable = (of: string): FactValue => {
    if (of === 'limits') return limits();
    if (of === RETRY_TABLE) return retryTable(readDocument);
    if (!(ROLE_TABLES as readonly string[]).includes(of)) {
      throw new FactError(
        `<FactTable of="${of}"> is unknown; the tables are limits, ${RETRY_TABLE}, ${ROLE_TABLES.join(', ')}`,
      );
    }
    return roleTable(readDocument, of as RoleTable);
  };

  return {
    names,
    definition,
    raw,
    render,
    text,
    limits,
    table: namedTable,
    roles: () => roleCatalogue(readDocument),
  };
}

let loaded: Facts | undefined;

/** The site's facts, read once per process. */
export function siteFacts(): Facts {
  if (!loaded) {
    const file = yaml.load(fs.readFileSync(FACTS_FILE, 'utf8')) as {facts: Record<string, FactDefinition>};
    loaded = createFacts(file.facts, loadOpenApiDocument(OPENAPI_FILE), loadModel(CLI_MODEL_FILE));
  }
  return loaded;
}
