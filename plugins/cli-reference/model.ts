/**
 * The command model of the `spotf` CLI (cli/spotf.yaml): types, loading and validation.
 *
 * Validation errors name the entry they are about, for example
 * `spotf stream create-or-update: option --foo has unknown type "strng"`.
 */
import fs from 'node:fs';
import yaml from 'js-yaml';

export const OPTION_TYPES = ['string', 'boolean', 'integer', 'enum', 'duration', 'path', 'json'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export const OUTPUT_LANGUAGES = ['text', 'json', 'yaml'] as const;
export type OutputLanguage = (typeof OUTPUT_LANGUAGES)[number];

export type DefaultValue = string | number | boolean;

export interface CliOption {
  /** Long name without the leading dashes, in kebab-case: `stream-group-name`. */
  name: string;
  /** Single-letter short form without the dash: `w` for `-w`. */
  alias?: string;
  type: OptionType;
  required: boolean;
  default?: DefaultValue;
  /** Allowed values; only (and always) for `enum`. */
  allowed?: string[];
  /** Placeholder shown for the value, e.g. `stream-group` in `--stream-group-name <stream-group>`. */
  valueName?: string;
  /** The value is a comma-separated list (`--events Messages,Batches`). */
  list: boolean;
  /** The option may be given several times (`--header a=b --header c=d`). */
  repeatable: boolean;
  description: string;
}

export interface CliArgument {
  name: string;
  required: boolean;
  description: string;
}

export interface CliExample {
  title: string;
  command: string;
  output?: string;
  outputLanguage: OutputLanguage;
}

/** The API kind a `create-or-update <kind>` subcommand sends. */
export interface ApiKind {
  kind: string;
  storageType?: string;
}

/** How options relate that are required together: one and only one of them, or all of them or none. */
export const OPTION_GROUP_RULES = ['exactlyOne', 'allOrNone'] as const;
export type OptionGroupRule = (typeof OPTION_GROUP_RULES)[number];

export interface OptionGroup {
  rule: OptionGroupRule;
  /** Option names without dashes, at least two. */
  options: string[];
}

export interface ExitCode {
  code: number;
  name: string;
  description: string;
}

export interface EnvironmentVariable {
  name: string;
  description: string;
}

interface NodeBase {
  name: string;
  /** Words after `spotf`: `['stream', 'egress-route', 'create-or-update', 's3']`. Empty for the root. */
  path: string[];
  /** `spotf stream egress-route create-or-update s3`. */
  fullName: string;
  summary: string;
  description: string;
}

export interface CliCommand extends NodeBase {
  type: 'command';
  usage: string;
  arguments: CliArgument[];
  options: CliOption[];
  examples: CliExample[];
  /** operationId of the web API operation the command calls (absent only for local commands). */
  operation?: string;
  /** Other operations the command calls in some cases. */
  alsoCalls: string[];
  /** Works mainly on the local CLI configuration (login, logout, workspace use). */
  local: boolean;
  /** Runs inside the workspace chosen by `--workspace` or the default workspace. */
  workspaceScoped: boolean;
  /** Routes of related guide pages. */
  guides: string[];
  apiKind?: ApiKind;
  /** Deprecation notice; the command still works. */
  deprecated?: string;
  /** What some global options mean for this command, by global option name. */
  globalOptionNotes: Record<string, string>;
  /** What some exit codes mean for this command, by code. */
  exitCodeNotes: Record<number, string>;
  /** Options that are required as a group. */
  optionGroups: OptionGroup[];
  /** Deletes something that cannot be restored: the command takes `--yes` and asks before it deletes without it. */
  destructive: boolean;
}

export interface CliGroup extends NodeBase {
  type: 'group';
  groups: CliGroup[];
  commands: CliCommand[];
}

export interface CliModel {
  /** The root group `spotf` (path `[]`) with the whole tree. */
  root: CliGroup;
  globalOptions: CliOption[];
  /** Options of `spotf` itself, without a command (`spotf --version`). */
  rootOptions: CliOption[];
  environment: EnvironmentVariable[];
  exitCodes: ExitCode[];
  /** Titles of guide pages by route. */
  guides: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------- helpers

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const OPERATION_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const DURATION = /^\d+:\d{2}:\d{2}:\d{2}$/;

type Raw = Record<string, unknown>;

class ModelError extends Error {
  constructor(entry: string, message: string) {
    super(`${entry}: ${message}`);
    this.name = 'CliModelError';
  }
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkKeys(entry: string, raw: Raw, allowed: readonly string[], what: string): void {
  for (const key of Object.keys(raw)) {
    if (!allowed.includes(key)) throw new ModelError(entry, `${what} has unknown field "${key}"`);
  }
}

function text(entry: string, raw: Raw, key: string, what = ''): string {
  const value = raw[key];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new ModelError(entry, `${what}missing ${key}`);
  }
  if (typeof value !== 'string') throw new ModelError(entry, `${what}${key} must be a string`);
  return value.trim();
}

function optionalText(entry: string, raw: Raw, key: string, what = ''): string | undefined {
  return raw[key] === undefined ? undefined : text(entry, raw, key, what);
}

function flag(entry: string, raw: Raw, key: string, fallback: boolean, what = ''): boolean {
  const value = raw[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new ModelError(entry, `${what}${key} must be true or false`);
  return value;
}

function list(entry: string, raw: Raw, key: string): unknown[] {
  const value = raw[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ModelError(entry, `${key} must be a list`);
  return value;
}

function record(entry: string, raw: Raw, key: string): Raw {
  const value = raw[key];
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw new ModelError(entry, `${key} must be a mapping`);
  return value;
}

/** `--name` and `-n` tokens of a piece of shell text, outside quotes. */
export function flagTokens(shellText: string): string[] {
  const withoutQuotes = shellText.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, ' ');
  return [...withoutQuotes.matchAll(/(?<=^|[\s[(|])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?=$|[\s=\]|)])/g)].map(
    (match) => match[1],
  );
}

/** The part of an example's shell text that belongs to the `spotf` command starting at `start`. */
export function commandSegment(shellText: string, start: number): string {
  const rest = shellText.slice(start);
  let quote: string | null = null;
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    const char = rest[i];
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') {
      if (depth === 0) return rest.slice(0, i);
      depth--;
    } else if (depth === 0 && (char === '|' || char === ';' || char === '&' || char === '\n')) {
      if (char === '\n' && rest[i - 1] === '\\') continue;
      return rest.slice(0, i);
    }
  }
  return rest;
}

// ---------------------------------------------------------------------------------------------- parsing

const OPTION_KEYS = [
  'name',
  'alias',
  'type',
  'required',
  'default',
  'allowed',
  'valueName',
  'list',
  'repeatable',
  'description',
] as const;

function parseOption(entry: string, raw: unknown, index: number): CliOption {
  if (!isRecord(raw)) throw new ModelError(entry, `option #${index + 1} must be a mapping`);
  const nameValue = raw.name;
  if (typeof nameValue !== 'string' || !KEBAB.test(nameValue)) {
    throw new ModelError(entry, `option #${index + 1} has an invalid name ${JSON.stringify(nameValue)}`);
  }
  const label = `option --${nameValue} `;
  checkKeys(entry, raw, OPTION_KEYS, `option --${nameValue}`);
  const type = raw.type;
  if (typeof type !== 'string' || !(OPTION_TYPES as readonly string[]).includes(type)) {
    throw new ModelError(entry, `option --${nameValue} has unknown type ${JSON.stringify(type ?? null)}`);
  }
  const option: CliOption = {
    name: nameValue,
    type: type as OptionType,
    required: flag(entry, raw, 'required', false, label),
    list: flag(entry, raw, 'list', false, label),
    repeatable: flag(entry, raw, 'repeatable', false, label),
    description: text(entry, raw, 'description', label),
  };
  if (raw.alias !== undefined) {
    if (typeof raw.alias !== 'string' || !/^[a-zA-Z]$/.test(raw.alias)) {
      throw new ModelError(
        entry,
        `option --${nameValue} has alias ${JSON.stringify(raw.alias)}; use one letter`,
      );
    }
    option.alias = raw.alias;
  }
  if (raw.valueName !== undefined) {
    const valueName = text(entry, raw, 'valueName', label);
    if (!/^[a-z][a-z0-9|=-]*$/.test(valueName)) {
      throw new ModelError(entry, `option --${nameValue} has an invalid valueName "${valueName}"`);
    }
    option.valueName = valueName;
  }
  if (option.type === 'enum') {
    const allowed = raw.allowed;
    if (
      !Array.isArray(allowed) ||
      allowed.length === 0 ||
      !allowed.every((v) => typeof v === 'string' && v)
    ) {
      throw new ModelError(entry, `option --${nameValue} is an enum without allowed values`);
    }
    if (new Set(allowed).size !== allowed.length) {
      throw new ModelError(entry, `option --${nameValue} repeats an allowed value`);
    }
    option.allowed = allowed as string[];
  } else if (raw.allowed !== undefined) {
    throw new ModelError(entry, `option --${nameValue} lists allowed values but its type is ${option.type}`);
  }
  if (option.list && option.type !== 'enum' && option.type !== 'string') {
    throw new ModelError(entry, `option --${nameValue} is a list but its type is ${option.type}`);
  }
  if (raw.default !== undefined && raw.default !== null) {
    option.default = parseDefault(entry, option, raw.default);
  }
  if (option.required && option.default !== undefined) {
    throw new ModelError(entry, `option --${nameValue} is required and cannot have a default`);
  }
  return option;
}

function parseDefault(entry: string, option: CliOption, value: unknown): DefaultValue {
  const fail = (why: string): never => {
    throw new ModelError(entry, `option --${option.name} has default ${JSON.stringify(value)}: ${why}`);
  };
  switch (option.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : fail('expected true or false');
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? value : fail('expected an integer');
    case 'duration':
      return typeof value === 'string' && DURATION.test(value) ? value : fail('expected d:hh:mm:ss');
    case 'enum': {
      if (typeof value !== 'string') return fail('expected one of the allowed values');
      const parts = option.list ? value.split(',') : [value];
      for (const part of parts) {
        if (!option.allowed!.includes(part)) fail(`"${part}" is not an allowed value`);
      }
      return value;
    }
    default:
      return typeof value === 'string' ? value : fail('expected a string');
  }
}

function parseOptions(entry: string, raws: unknown[]): CliOption[] {
  const options = raws.map((raw, index) => parseOption(entry, raw, index));
  const seen = new Set<string>();
  for (const option of options) {
    if (seen.has(option.name)) throw new ModelError(entry, `duplicate option --${option.name}`);
    seen.add(option.name);
  }
  return options;
}

const EXAMPLE_KEYS = ['title', 'command', 'output', 'outputLanguage'] as const;

function parseExample(entry: string, raw: unknown, index: number): CliExample {
  if (!isRecord(raw)) throw new ModelError(entry, `example #${index + 1} must be a mapping`);
  const label = `example #${index + 1} `;
  checkKeys(entry, raw, EXAMPLE_KEYS, `example #${index + 1}`);
  const language = raw.outputLanguage ?? 'text';
  if (typeof language !== 'string' || !(OUTPUT_LANGUAGES as readonly string[]).includes(language)) {
    throw new ModelError(
      entry,
      `example #${index + 1} has unknown outputLanguage ${JSON.stringify(language)}`,
    );
  }
  const output = raw.output === undefined ? undefined : String(raw.output).replace(/\s+$/, '');
  return {
    title: text(entry, raw, 'title', label),
    command: text(entry, raw, 'command', label),
    ...(output ? {output} : {}),
    outputLanguage: language as OutputLanguage,
  };
}

const COMMAND_KEYS = [
  'name',
  'summary',
  'description',
  'usage',
  'arguments',
  'options',
  'examples',
  'operation',
  'alsoCalls',
  'local',
  'workspaceScoped',
  'guides',
  'apiKind',
  'deprecated',
  'globalOptionNotes',
  'exitCodeNotes',
  'optionGroups',
  'destructive',
] as const;

/** The option every destructive command takes, added by the parser so that no delete command can miss it. */
const YES_OPTION: CliOption = {
  name: 'yes',
  alias: 'y',
  type: 'boolean',
  required: false,
  default: false,
  list: false,
  repeatable: false,
  description:
    'Deletes without asking. Without it the command shows what it will delete and waits for you to confirm; when ' +
    'standard input is not a terminal, as in scripts and CI jobs, it deletes nothing and exits with code 2.',
};

/** `create-or-update` commands send the complete resource with PUT: an option left out is reset to its default. */
export function replacesResource(command: CliCommand): boolean {
  return command.path.includes('create-or-update');
}

function parseOptionGroups(entry: string, raw: Raw, options: CliOption[]): OptionGroup[] {
  return list(entry, raw, 'optionGroups').map((item, index) => {
    const what = `option group #${index + 1}`;
    if (!isRecord(item)) throw new ModelError(entry, `${what} must be a mapping`);
    checkKeys(entry, item, ['rule', 'options'], what);
    const rule = item.rule;
    if (typeof rule !== 'string' || !(OPTION_GROUP_RULES as readonly string[]).includes(rule)) {
      throw new ModelError(entry, `${what} has unknown rule ${JSON.stringify(rule ?? null)}`);
    }
    const names = list(entry, item, 'options');
    if (names.length < 2) throw new ModelError(entry, `${what} needs at least two options`);
    for (const name of names) {
      const option = options.find((candidate) => candidate.name === name);
      if (!option) throw new ModelError(entry, `${what} names unknown option ${JSON.stringify(name)}`);
      if (option.required) throw new ModelError(entry, `${what}: --${name} is required on its own`);
    }
    return {rule: rule as OptionGroupRule, options: names as string[]};
  });
}

const GROUP_KEYS = ['name', 'summary', 'description', 'groups', 'commands'] as const;

function childName(parentEntry: string, raw: unknown, index: number, what: string): string {
  if (!isRecord(raw)) throw new ModelError(parentEntry, `${what} #${index + 1} must be a mapping`);
  const name = raw.name;
  if (typeof name !== 'string' || !KEBAB.test(name)) {
    throw new ModelError(
      parentEntry,
      `${what} #${index + 1} has an invalid name ${JSON.stringify(name ?? null)}`,
    );
  }
  return name;
}

function parseCommand(raw: Raw, path: string[]): CliCommand {
  const fullName = ['spotf', ...path].join(' ');
  const entry = fullName;
  checkKeys(entry, raw, COMMAND_KEYS, 'command');
  const argumentsList = list(entry, raw, 'arguments').map((item, index): CliArgument => {
    if (!isRecord(item)) throw new ModelError(entry, `argument #${index + 1} must be a mapping`);
    checkKeys(entry, item, ['name', 'required', 'description'], `argument #${index + 1}`);
    const name = item.name;
    if (typeof name !== 'string' || !KEBAB.test(name)) {
      throw new ModelError(
        entry,
        `argument #${index + 1} has an invalid name ${JSON.stringify(name ?? null)}`,
      );
    }
    return {
      name,
      required: flag(entry, item, 'required', true, `argument <${name}> `),
      description: text(entry, item, 'description', `argument <${name}> `),
    };
  });
  const local = flag(entry, raw, 'local', false);
  const operation = optionalText(entry, raw, 'operation');
  if (operation !== undefined && !OPERATION_ID.test(operation)) {
    throw new ModelError(entry, `operation "${operation}" is not a kebab-case operationId`);
  }
  if (operation === undefined && !local) {
    throw new ModelError(entry, 'missing operation (only local commands may call no API operation)');
  }
  const alsoCalls = list(entry, raw, 'alsoCalls').map((value) => {
    if (typeof value !== 'string' || !OPERATION_ID.test(value)) {
      throw new ModelError(entry, `alsoCalls entry ${JSON.stringify(value)} is not a kebab-case operationId`);
    }
    return value;
  });
  let apiKind: ApiKind | undefined;
  if (raw.apiKind !== undefined) {
    const kind = record(entry, raw, 'apiKind');
    checkKeys(entry, kind, ['kind', 'storageType'], 'apiKind');
    apiKind = {kind: text(entry, kind, 'kind', 'apiKind ')};
    const storageType = optionalText(entry, kind, 'storageType', 'apiKind ');
    if (storageType) apiKind.storageType = storageType;
  }
  const globalOptionNotes = Object.fromEntries(
    Object.entries(record(entry, raw, 'globalOptionNotes')).map(([key, value]) => {
      if (typeof value !== 'string' || !value.trim()) {
        throw new ModelError(entry, `globalOptionNotes.${key} must be a text`);
      }
      return [key, value.trim()];
    }),
  );
  const exitCodeNotes: Record<number, string> = {};
  for (const [key, value] of Object.entries(record(entry, raw, 'exitCodeNotes'))) {
    if (!/^\d+$/.test(key))
      throw new ModelError(entry, `exitCodeNotes has a key "${key}" that is not a code`);
    if (typeof value !== 'string' || !value.trim()) {
      throw new ModelError(entry, `exitCodeNotes.${key} must be a text`);
    }
    exitCodeNotes[Number(key)] = value.trim();
  }
  const guides = list(entry, raw, 'guides').map((value) => {
    if (typeof value !== 'string' || !value.startsWith('/')) {
      throw new ModelError(entry, `guide ${JSON.stringify(value)} must be a route starting with /`);
    }
    return value;
  });
  const examples = list(entry, raw, 'examples').map((item, index) => parseExample(entry, item, index));
  const destructive = flag(entry, raw, 'destructive', false);
  const options = parseOptions(entry, list(entry, raw, 'options'));
  if (destructive) {
    if (options.some((option) => option.name === YES_OPTION.name)) {
      throw new ModelError(entry, '--yes comes with destructive: true; do not list it');
    }
    options.push(YES_OPTION);
  }
  if (path[path.length - 1] === 'delete' && !destructive) {
    throw new ModelError(entry, 'a delete command must be destructive: true (it takes --yes)');
  }
  const command: CliCommand = {
    type: 'command',
    name: path[path.length - 1],
    path,
    fullName,
    summary: text(entry, raw, 'summary'),
    description: text(entry, raw, 'description'),
    usage: text(entry, raw, 'usage').replace(/\s+/g, ' '),
    arguments: argumentsList,
    options,
    examples,
    alsoCalls,
    local,
    workspaceScoped: flag(entry, raw, 'workspaceScoped', true),
    guides,
    globalOptionNotes,
    exitCodeNotes,
    optionGroups: parseOptionGroups(entry, raw, options),
    destructive,
  };
  if (operation) command.operation = operation;
  if (apiKind) command.apiKind = apiKind;
  const deprecated = optionalText(entry, raw, 'deprecated');
  if (deprecated) command.deprecated = deprecated;
  return command;
}

function parseGroup(raw: Raw, path: string[], rootEntry?: string): CliGroup {
  const fullName = ['spotf', ...path].join(' ');
  const entry = rootEntry ?? fullName;
  const group: CliGroup = {
    type: 'group',
    name: path.length === 0 ? 'spotf' : path[path.length - 1],
    path,
    fullName,
    summary: text(entry, raw, 'summary'),
    description: text(entry, raw, 'description'),
    groups: [],
    commands: [],
  };
  const names = new Set<string>();
  const claim = (name: string, what: string) => {
    if (names.has(name)) throw new ModelError(fullName, `duplicate ${what} "${name}"`);
    names.add(name);
  };
  list(entry, raw, 'groups').forEach((item, index) => {
    const name = childName(fullName, item, index, 'group');
    claim(name, 'group');
    checkKeys(`${fullName} ${name}`, item as Raw, GROUP_KEYS, 'group');
    group.groups.push(parseGroup(item as Raw, [...path, name]));
  });
  list(entry, raw, 'commands').forEach((item, index) => {
    const name = childName(fullName, item, index, 'command');
    claim(name, 'command');
    group.commands.push(parseCommand(item as Raw, [...path, name]));
  });
  if (group.groups.length + group.commands.length === 0) {
    throw new ModelError(fullName, 'group has no commands');
  }
  return group;
}

// ---------------------------------------------------------------------------------------------- checks across entries

function checkCommand(model: CliModel, command: CliCommand, parent: CliGroup): void {
  const entry = command.fullName;
  const globalByName = new Map(model.globalOptions.map((option) => [option.name, option]));
  const globalByAlias = new Map(
    model.globalOptions.filter((option) => option.alias).map((option) => [option.alias!, option]),
  );
  const aliases = new Map<string, string>();
  for (const option of command.options) {
    if (globalByName.has(option.name)) {
      throw new ModelError(entry, `duplicate option --${option.name}: it is already a global option`);
    }
    if (option.alias) {
      const global = globalByAlias.get(option.alias);
      if (global) {
        throw new ModelError(
          entry,
          `alias -${option.alias} of option --${option.name} collides with global option --${global.name}`,
        );
      }
      const other = aliases.get(option.alias);
      if (other) {
        throw new ModelError(
          entry,
          `alias -${option.alias} of option --${option.name} collides with --${other}`,
        );
      }
      aliases.set(option.alias, option.name);
    }
  }

  // Usage line: starts with the command, names every required option and argument, and no unknown option.
  if (!command.usage.startsWith(`${command.fullName}`) || /^\S/.test(command.usage.slice(entry.length))) {
    throw new ModelError(entry, `usage must start with "${command.fullName}"`);
  }
  const known = new Set<string>([
    ...command.options.flatMap((option) => [
      `--${option.name}`,
      ...(option.alias ? [`-${option.alias}`] : []),
    ]),
    ...model.globalOptions.flatMap((option) => [
      `--${option.name}`,
      ...(option.alias ? [`-${option.alias}`] : []),
    ]),
  ]);
  const usageFlags = flagTokens(command.usage.slice(entry.length));
  for (const token of usageFlags) {
    if (!known.has(token)) throw new ModelError(entry, `usage names unknown option ${token}`);
  }
  for (const option of command.options.filter((candidate) => candidate.required)) {
    if (!usageFlags.includes(`--${option.name}`)) {
      throw new ModelError(entry, `usage does not show the required option --${option.name}`);
    }
  }
  for (const argument of command.arguments) {
    if (!command.usage.includes(`<${argument.name}>`)) {
      throw new ModelError(entry, `usage does not show the argument <${argument.name}>`);
    }
  }

  // Examples: at least one with output; each runs this command with known options only.
  if (command.examples.length === 0) throw new ModelError(entry, 'missing examples');
  if (!command.examples.some((example) => example.output)) {
    throw new ModelError(entry, 'needs at least one example with output');
  }
  const titles = new Set<string>();
  command.examples.forEach((example, index) => {
    if (titles.has(example.title)) throw new ModelError(entry, `duplicate example title "${example.title}"`);
    titles.add(example.title);
    const pattern = new RegExp(`(^|[\\s($])${command.fullName.replace(/[-]/g, '\\-')}(?=$|\\s)`);
    const match = pattern.exec(example.command);
    if (!match) throw new ModelError(entry, `example #${index + 1} does not run "${command.fullName}"`);
    const start = match.index + match[1].length + command.fullName.length;
    for (const token of flagTokens(commandSegment(example.command, start))) {
      if (!known.has(token))
        throw new ModelError(entry, `example #${index + 1} uses unknown option ${token}`);
    }
  });

  for (const key of Object.keys(command.globalOptionNotes)) {
    if (!globalByName.has(key))
      throw new ModelError(entry, `globalOptionNotes names unknown global option "${key}"`);
  }
  const codes = new Set(model.exitCodes.map((exitCode) => exitCode.code));
  for (const key of Object.keys(command.exitCodeNotes)) {
    if (!codes.has(Number(key))) throw new ModelError(entry, `exitCodeNotes names unknown exit code ${key}`);
  }
  for (const guide of command.guides) {
    if (!model.guides[guide]) throw new ModelError(entry, `guide "${guide}" has no title in the guides list`);
  }
  const isKind = parent.name === 'create-or-update' && parent.path.length > 0;
  if (isKind && !command.apiKind)
    throw new ModelError(entry, 'missing apiKind (the API kind this subcommand sends)');
  if (!isKind && command.apiKind) {
    throw new ModelError(entry, 'apiKind is allowed only on subcommands of a create-or-update group');
  }
}

function walk(group: CliGroup, visit: (command: CliCommand, parent: CliGroup) => void): void {
  group.groups.forEach((child) => walk(child, visit));
  group.commands.forEach((command) => visit(command, group));
}

// ---------------------------------------------------------------------------------------------- public API

const ROOT_KEYS = [
  'name',
  'summary',
  'description',
  'globalOptions',
  'rootOptions',
  'environment',
  'exitCodes',
  'guides',
  'groups',
  'commands',
] as const;

/** Validates a parsed YAML document and returns the model. Throws an Error naming the faulty entry. */
export function parseModel(raw: unknown): CliModel {
  if (!isRecord(raw)) throw new ModelError('spotf', 'the model must be a mapping');
  checkKeys('spotf', raw, ROOT_KEYS, 'the model');
  if (raw.name !== 'spotf')
    throw new ModelError('spotf', `name must be "spotf", not ${JSON.stringify(raw.name)}`);

  const globalOptions = parseOptions('spotf global options', list('spotf', raw, 'globalOptions'));
  const globalAliases = new Map<string, string>();
  for (const option of globalOptions) {
    if (option.required) throw new ModelError('spotf global options', `--${option.name} cannot be required`);
    if (!option.alias) continue;
    const other = globalAliases.get(option.alias);
    if (other) {
      throw new ModelError(
        'spotf global options',
        `alias -${option.alias} of option --${option.name} collides with --${other}`,
      );
    }
    globalAliases.set(option.alias, option.name);
  }

  const rootOptions = parseOptions('spotf', list('spotf', raw, 'rootOptions'));
  for (const option of rootOptions) {
    if (globalOptions.some((global) => global.name === option.name)) {
      throw new ModelError('spotf', `duplicate option --${option.name}: it is already a global option`);
    }
    if (option.alias && globalAliases.has(option.alias)) {
      throw new ModelError(
        'spotf',
        `alias -${option.alias} of option --${option.name} collides with global option --${globalAliases.get(option.alias)}`,
      );
    }
  }

  const exitCodes = list('spotf', raw, 'exitCodes').map((item, index): ExitCode => {
    const entry = `spotf exit code #${index + 1}`;
    if (!isRecord(item)) throw new ModelError(entry, 'must be a mapping');
    checkKeys(entry, item, ['code', 'name', 'description'], 'exit code');
    if (typeof item.code !== 'number' || !Number.isInteger(item.code) || item.code < 0 || item.code > 255) {
      throw new ModelError(entry, 'code must be an integer from 0 to 255');
    }
    return {code: item.code, name: text(entry, item, 'name'), description: text(entry, item, 'description')};
  });
  if (exitCodes.length === 0) throw new ModelError('spotf', 'missing exitCodes');
  const codes = exitCodes.map((exitCode) => exitCode.code);
  if (new Set(codes).size !== codes.length) throw new ModelError('spotf', 'duplicate exit code');

  const environment = list('spotf', raw, 'environment').map((item, index): EnvironmentVariable => {
    const entry = `spotf environment variable #${index + 1}`;
    if (!isRecord(item)) throw new ModelError(entry, 'must be a mapping');
    checkKeys(entry, item, ['name', 'description'], 'environment variable');
    const name = text(entry, item, 'name');
    if (!/^[A-Z][A-Z0-9_]*$/.test(name)) throw new ModelError(entry, `invalid name "${name}"`);
    return {name, description: text(entry, item, 'description')};
  });

  const guides: Record<string, string> = {};
  for (const [route, title] of Object.entries(record('spotf', raw, 'guides'))) {
    if (!route.startsWith('/')) throw new ModelError('spotf guides', `"${route}" is not a route`);
    if (typeof title !== 'string' || !title.trim())
      throw new ModelError('spotf guides', `"${route}" has no title`);
    guides[route] = title.trim();
  }

  const root = parseGroup(raw, [], 'spotf');
  const model: CliModel = {root, globalOptions, rootOptions, environment, exitCodes, guides};
  walk(root, (command, parent) => checkCommand(model, command, parent));
  return model;
}

/** Reads, parses and validates a YAML model file. */
export function loadModel(file: string): CliModel {
  let raw: unknown;
  try {
    raw = yaml.load(fs.readFileSync(file, 'utf8'), {filename: file});
  } catch (error) {
    throw new Error(`spotf: cannot read the CLI model ${file}: ${(error as Error).message}`);
  }
  return parseModel(raw);
}

/** Every command, depth first in model order. */
export function allCommands(model: CliModel): CliCommand[] {
  const commands: CliCommand[] = [];
  walk(model.root, (command) => commands.push(command));
  return commands;
}

/** Every group below the root, depth first. */
export function allGroups(model: CliModel): CliGroup[] {
  const groups: CliGroup[] = [];
  const visit = (group: CliGroup) =>
    group.groups.forEach((child) => {
      groups.push(child);
      visit(child);
    });
  visit(model.root);
  return groups;
}

/** Finds a group by its words after `spotf`, e.g. `['egress-sink', 'create-or-update']`. */
export function findGroup(model: CliModel, path: string[]): CliGroup | undefined {
  let group: CliGroup | undefined = model.root;
  for (const name of path) group = group?.groups.find((child) => child.name === name);
  return group;
}

/** CLI kind subcommand -> API kind, for the `create-or-update` group at `path`. */
export function kindMapping(model: CliModel, path: string[]): Record<string, ApiKind> {
  const group = findGroup(model, path);
  if (!group) throw new Error(`spotf ${path.join(' ')}: no such group`);
  return Object.fromEntries(group.commands.map((command) => [command.name, command.apiKind!]));
}

/** The global option with this name. */
export function globalOption(model: CliModel, name: string): CliOption {
  const option = model.globalOptions.find((candidate) => candidate.name === name);
  if (!option) throw new Error(`spotf: no global option --${name}`);
  return option;
}
