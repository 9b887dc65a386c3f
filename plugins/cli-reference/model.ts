/**
 * The command model of the `spotf` CLI (cli/spotf.yaml): types, loading and validation.
 *
 * The shape of the file is checked against cli/spotf.schema.json (schema.ts), the relations between its entries
 * in code (cross-checks.ts). Either names the entry a fault is in, for example
 * `spotf stream create-or-update: option --foo type "strng" is not one of string, boolean, ...`.
 */
import fs from 'node:fs';
import yaml from 'js-yaml';
import {checkAcrossEntries} from './cross-checks';
import {checkShape} from './schema';

export type OptionType = 'string' | 'boolean' | 'integer' | 'enum' | 'duration' | 'path' | 'json';

export type OutputLanguage = 'text' | 'json' | 'yaml';

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
  /** The part of the request the option sets: `path:streamGroupName`, `query:state`, `body:validation.mode`. */
  apiField?: string;
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

/** How options relate that are required together: one and only one of them, or all of them or none
 * (the schema, cli/spotf.schema.json, admits exactly these). */
export type OptionGroupRule = 'exactlyOne' | 'allOrNone';

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
  /** Request fields the command sets without an option, by apiField: `{'body:egressSinkName': 'grafana'}`. */
  apiFixed?: Record<string, unknown>;
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

// ---------------------------------------------------------------------------------------------- the file's shape

/** The fields as the YAML file spells them, once they passed the schema; absent flags take their defaults. */
type RawOption = Omit<CliOption, 'required' | 'list' | 'repeatable'> &
  Partial<Pick<CliOption, 'required' | 'list' | 'repeatable'>>;
type RawExample = Omit<CliExample, 'outputLanguage'> & {outputLanguage?: OutputLanguage};
type RawCommand = {
  name: string;
  summary: string;
  description: string;
  usage: string;
  arguments?: Array<{name: string; required?: boolean; description: string}>;
  options?: RawOption[];
  examples: RawExample[];
  operation?: string;
  alsoCalls?: string[];
  local?: boolean;
  workspaceScoped?: boolean;
  guides?: string[];
  apiKind?: ApiKind;
  apiFixed?: Record<string, unknown>;
  deprecated?: string;
  globalOptionNotes?: Record<string, string>;
  exitCodeNotes?: Record<string, string>;
  optionGroups?: OptionGroup[];
  destructive?: boolean;
};
type RawGroup = {
  name: string;
  summary: string;
  description: string;
  groups?: RawGroup[];
  commands?: RawCommand[];
};
type RawModel = RawGroup & {
  globalOptions?: RawOption[];
  rootOptions?: RawOption[];
  environment?: EnvironmentVariable[];
  exitCodes: ExitCode[];
  guides?: Record<string, string>;
};

const trimValues = (record: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value.trim()]));

function toOption(raw: RawOption): CliOption {
  const {required = false, list = false, repeatable = false, description, ...rest} = raw;
  return {...rest, required, list, repeatable, description: description.trim()};
}

function toExample(raw: RawExample): CliExample {
  const output = raw.output?.replace(/\s+$/, '');
  return {
    title: raw.title.trim(),
    command: raw.command.trim(),
    ...(output ? {output} : {}),
    outputLanguage: raw.outputLanguage ?? 'text',
  };
}

/** The option every destructive command takes, added here so that no delete command can miss it. */
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

function toCommand(raw: RawCommand, path: string[]): CliCommand {
  const destructive = raw.destructive ?? false;
  const options = (raw.options ?? []).map(toOption);
  const command: CliCommand = {
    type: 'command',
    name: raw.name,
    path,
    fullName: ['spotf', ...path].join(' '),
    summary: raw.summary.trim(),
    description: raw.description.trim(),
    usage: raw.usage.trim().replace(/\s+/g, ' '),
    arguments: (raw.arguments ?? []).map(({name, required = true, description}) => ({
      name,
      required,
      description: description.trim(),
    })),
    // A model that also lists --yes itself fails the cross-checks as a duplicate option.
    options: destructive ? [...options, YES_OPTION] : options,
    examples: raw.examples.map(toExample),
    alsoCalls: raw.alsoCalls ?? [],
    local: raw.local ?? false,
    workspaceScoped: raw.workspaceScoped ?? true,
    guides: raw.guides ?? [],
    globalOptionNotes: trimValues(raw.globalOptionNotes),
    exitCodeNotes: Object.fromEntries(
      Object.entries(trimValues(raw.exitCodeNotes)).map(([code, note]) => [Number(code), note]),
    ),
    optionGroups: raw.optionGroups ?? [],
    destructive,
  };
  if (raw.operation) command.operation = raw.operation;
  if (raw.apiFixed) command.apiFixed = raw.apiFixed;
  if (raw.apiKind) command.apiKind = {...raw.apiKind, kind: raw.apiKind.kind.trim()};
  if (raw.deprecated) command.deprecated = raw.deprecated.trim();
  return command;
}

function toGroup(raw: RawGroup, path: string[]): CliGroup {
  return {
    type: 'group',
    name: path.length === 0 ? 'spotf' : raw.name,
    path,
    fullName: ['spotf', ...path].join(' '),
    summary: raw.summary.trim(),
    description: raw.description.trim(),
    groups: (raw.groups ?? []).map((group) => toGroup(group, [...path, group.name])),
    commands: (raw.commands ?? []).map((command) => toCommand(command, [...path, command.name])),
  };
}

// ---------------------------------------------------------------------------------------------- public API

/** Validates a parsed YAML document and returns the model. Throws an Error naming the faulty entry. */
export function parseModel(raw: unknown): CliModel {
  checkShape(raw);
  const file = raw as RawModel;
  const model: CliModel = {
    root: toGroup(file, []),
    globalOptions: (file.globalOptions ?? []).map(toOption),
    rootOptions: (file.rootOptions ?? []).map(toOption),
    environment: (file.environment ?? []).map(({name, description}) => ({
      name,
      description: description.trim(),
    })),
    exitCodes: file.exitCodes.map(({code, name, description}) => ({
      code,
      name: name.trim(),
      description: description.trim(),
    })),
    guides: trimValues(file.guides),
  };
  checkAcrossEntries(model);
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

function walk(group: CliGroup, visit: (command: CliCommand, parent: CliGroup) => void): void {
  group.groups.forEach((child) => walk(child, visit));
  group.commands.forEach((command) => visit(command, group));
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
