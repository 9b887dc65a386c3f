/**
 * `spotf` as the tutorials run it, translated through the CLI model (cli/spotf.yaml) into the operation each
 * command names: options become the request fields their `apiField` names, and the answer is printed as the CLI
 * prints it (`-o json`, `-o yaml`, or the table whose columns the model's examples show).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {CliCommand, CliOption} from '../../../plugins/cli-reference/model';
import {model as cliModel, modelColumns} from '../../cli-reference/cli-output';
import type {JsonObject} from '../../openapi/openapi-document';
import {operationById, resolveSchema} from '../platform-model/document';
import {bodySchemaOf} from '../../cli-reference/api-fields';
import {replaceTokens} from '../../../plugins/facts/remark-facts';
import {siteFacts} from '../../../plugins/facts/registry';

export interface CliSession {
  modelUrl: string;
  accessToken: string;
  defaultWorkspace?: string;
  signedIn: boolean;
}

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The operation called and the status it answered, when the command reached the API. */
  call?: {operation: string; status: number};
}

const usage = (message: string): CliResult => ({exitCode: 2, stdout: '', stderr: `Error: ${message}\n`});

/** The command a command line names, and the words after it. */
function findCommand(words: string[]): {command?: CliCommand; rest: string[]; named: string} {
  let group = cliModel.root;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    const command = group.commands.find((candidate) => candidate.name === word);
    if (command)
      return {
        command,
        rest: words.slice(index + 1),
        named: ['spotf', ...words.slice(0, index + 1)].join(' '),
      };
    const child = group.groups.find((candidate) => candidate.name === word);
    if (!child) return {rest: [], named: ['spotf', ...words.slice(0, index + 1)].join(' ')};
    group = child;
  }
  return {rest: [], named: ['spotf', ...words].join(' ')};
}

function parseOptions(command: CliCommand, args: string[]): Map<CliOption, string[]> | string {
  const all = [...command.options, ...cliModel.globalOptions];
  const given = new Map<CliOption, string[]>();
  for (let index = 0; index < args.length; index++) {
    const token = args[index];
    const [flag, inline] = token.startsWith('--') ? token.split(/=(.*)/s) : [token, undefined];
    const option = all.find(
      (candidate) => flag === `--${candidate.name}` || (candidate.alias && flag === `-${candidate.alias}`),
    );
    if (!option) return `unknown option ${token} for ${command.fullName}`;
    let value = inline;
    if (value === undefined) {
      const next = args[index + 1];
      if (option.type === 'boolean' && (next === undefined || !/^(true|false)$/.test(next))) value = 'true';
      else if (next === undefined) return `option --${option.name} needs a value`;
      else value = args[++index];
    }
    if (option.type === 'enum' && option.allowed) {
      const values = option.list ? value.split(',') : [value];
      const stray = values.find((candidate) => !option.allowed!.includes(candidate));
      if (stray) return `"${stray}" is not a value of --${option.name} (${option.allowed.join(', ')})`;
    }
    given.set(option, [...(given.get(option) ?? []), value]);
  }
  const missing = command.options.find((option) => option.required && !given.has(option));
  if (missing) return `missing required option --${missing.name}`;
  return given;
}

function setMember(target: JsonObject, dotted: string, value: unknown): void {
  const names = dotted.split('.');
  let node = target;
  for (const name of names.slice(0, -1)) node = (node[name] ??= {}) as JsonObject;
  node[names.at(-1)!] = value;
}

/** The value an option puts into the request, typed by the option and the field's schema. */
function fieldValue(option: CliOption, values: string[], cwd: string, schema: JsonObject | null): unknown {
  const value = values.at(-1)!;
  if (option.type === 'path') return JSON.parse(fs.readFileSync(path.resolve(cwd, value), 'utf8'));
  if (option.type === 'json') return JSON.parse(value);
  if (option.type === 'boolean') return value === 'true';
  if (option.type === 'integer') return Number(value);
  if (option.repeatable) return Object.fromEntries(values.map((entry) => entry.split(/=(.*)/s).slice(0, 2)));
  if (option.list && schema?.type === 'object') {
    const members = Object.keys(schema.properties as JsonObject);
    return Object.fromEntries(
      value
        .split(',')
        .map((flag) => [members.find((member) => member.toLowerCase() === flag.toLowerCase()), true]),
    );
  }
  if (option.list) return value.split(',');
  return value;
}

function memberSchema(schema: JsonObject | null, dotted: string): JsonObject | null {
  let node = schema;
  for (const name of dotted.split('.')) {
    const properties = (node?.properties ?? {}) as JsonObject;
    node = name in properties ? resolveSchema(properties[name]) : null;
  }
  return node;
}

/** Runs one `spotf` command line (the words after `spotf`) against the platform model. */
export async function runSpotf(
  words: string[],
  session: CliSession,
  cwd: string,
  env: Record<string, string>,
): Promise<CliResult> {
  // `--version`, a root option: "Prints the version of the CLI, for example `spotf {fact:cliLatestVersion}`".
  if (words.length === 1 && cliModel.rootOptions.some((option) => words[0] === `--${option.name}`))
    return {exitCode: 0, stdout: `spotf ${siteFacts().text('cliLatestVersion')}\n`, stderr: ''};
  const {command, rest, named} = findCommand(words);
  if (!command) return usage(`unknown command "${named}"`);
  const parsed = parseOptions(command, rest);
  if (typeof parsed === 'string') return usage(parsed);
  const global = (name: string) => [...parsed].find(([option]) => option.name === name)?.[1].at(-1);
  const output = global('output') ?? 'table';
  // "Required. The workspace to delete; the default workspace is not used."
  const workspaceRequired = /^Required\b/.test(command.globalOptionNotes.workspace ?? '');
  if (workspaceRequired && !global('workspace')) return usage(`${command.fullName} needs --workspace`);
  const workspaceId = global('workspace') ?? session.defaultWorkspace;

  if (command.fullName === 'spotf login') {
    session.signedIn = true;
    return {exitCode: 0, stdout: await signedInAs(command, session), stderr: ''};
  }
  if (command.fullName === 'spotf logout') {
    session.signedIn = false;
    return {exitCode: 0, stdout: '', stderr: ''};
  }
  if (!session.signedIn && !env.SPOTF_API_KEY)
    return {exitCode: 3, stdout: '', stderr: 'Error: not signed in; run spotf login\n'};
  const byPathOption = [...parsed.keys()].find(
    (option) =>
      option.apiField?.startsWith('path:') &&
      !operationById.get(command.operation!)!.pathParameters.includes(option.apiField.slice(5)),
  );
  const operationId = byPathOption
    ? command.alsoCalls.find((id) =>
        operationById.get(id)!.pathParameters.includes(byPathOption.apiField!.slice(5)),
      )!
    : command.operation!;
  const operation = operationById.get(operationId)!;
  if (command.workspaceScoped && !workspaceId && operation.pathParameters.includes('workspaceId')) {
    return {
      exitCode: 1,
      stdout: '',
      stderr: 'Error: no workspace; pass --workspace or run spotf workspace use\n',
    };
  }
  const pathValues: Record<string, string> = {};
  if (workspaceId) pathValues.workspaceId = workspaceId;
  const query = new URLSearchParams();
  const bodySchema = bodySchemaOf(command, operation);
  let body: JsonObject | undefined = bodySchema ? {} : undefined;
  if (command.apiKind && body) Object.assign(body, command.apiKind);
  for (const [field, value] of Object.entries(command.apiFixed ?? {})) {
    const [where, name] = field.split(/:(.*)/s);
    if (where === 'path') pathValues[name] = String(value);
    else if (where === 'query') query.set(name, String(value));
    else setMember((body ??= {}), name, value);
  }
  for (const [option, values] of parsed) {
    if (!option.apiField) continue;
    const [where, field] = option.apiField.split(/:(.*)/s);
    if (where === 'path') pathValues[field] = values.at(-1)!;
    else if (where === 'query') query.set(field, values.at(-1)!);
    else {
      const value = fieldValue(option, values, cwd, memberSchema(bodySchema, field));
      // A `--disable-…` switch that names a whole member turns it off by leaving the member out of the replace.
      if (
        option.type === 'boolean' &&
        option.name.startsWith('disable-') &&
        typeof memberSchema(bodySchema, field)?.properties === 'object'
      )
        continue;
      setMember((body ??= {}), field, value);
    }
  }
  if (command.local) {
    if (command.fullName === 'spotf workspace use') session.defaultWorkspace = workspaceId;
  }
  // workspace delete: "When the deleted workspace is your default, the CLI clears the default."
  if (command.fullName === 'spotf workspace delete' && workspaceId === session.defaultWorkspace)
    session.defaultWorkspace = undefined;
  const url = `${session.modelUrl}${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? `{${name}}`))}${query.size ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method: operation.method.toUpperCase(),
    headers: {
      Authorization: `Bearer ${env.SPOTF_API_KEY || session.accessToken}`,
      'X-Tutorial-Client': 'spotf',
      ...(body ? {'Content-Type': 'application/json'} : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const answer = text ? (JSON.parse(text) as JsonObject) : undefined;
  const call = {operation: operationId, status: response.status};
  if (response.status >= 400) {
    return {
      exitCode: exitCodeOf(response.status),
      stdout: '',
      stderr: `Error: ${answer?.detail ?? answer?.title ?? response.status}\n`,
      call,
    };
  }
  if (command.local) return {exitCode: 0, stdout: localOutput(command, answer), stderr: '', call};
  const items = answer && Array.isArray(answer.items) ? (answer.items as JsonObject[]) : undefined;
  const result = items ?? answer;
  if (output === 'json')
    return {
      exitCode: 0,
      stdout: result === undefined ? '' : `${JSON.stringify(result, null, 2)}\n`,
      stderr: '',
      call,
    };
  if (output === 'yaml')
    return {exitCode: 0, stdout: result === undefined ? '' : yaml.dump(result), stderr: '', call};
  const columns = modelColumns(command);
  if (!columns || result === undefined)
    return {exitCode: 0, stdout: exampleOutput(command), stderr: '', call};
  const noun =
    command.path
      .filter((word) => !['create-or-update', 'get', 'list', 'approve', 'cancel', 'create'].includes(word))
      .at(-1) ?? '';
  return {exitCode: 0, stdout: table(columns, items ?? [answer!], noun), stderr: '', call};
}

/** Exit codes of cli/spotf.yaml, by the HTTP status their descriptions name. */
function exitCodeOf(status: number): number {
  const named = cliModel.exitCodes.find((exitCode) => exitCode.description.includes(`HTTP ${status}`));
  if (named) return named.code;
  return status === 404 ? 4 : 1;
}

const exampleOutput = (command: CliCommand) => {
  const example = command.examples.find(
    (candidate) => candidate.output && candidate.outputLanguage === 'text',
  );
  // The model's examples name facts as the pages do (`{fact:apiHost}`); the CLI prints their values.
  return example ? `${replaceTokens(example.output!, siteFacts())}\n` : '';
};

/** login "reads your user profile to confirm that the tokens work": its example, with the reader's name and address. */
async function signedInAs(command: CliCommand, session: CliSession): Promise<string> {
  const operation = operationById.get(command.operation!)!;
  const response = await fetch(`${session.modelUrl}${operation.path}`, {
    headers: {Authorization: `Bearer ${session.accessToken}`, 'X-Tutorial-Client': 'spotf'},
  });
  const user = (await response.json()) as JsonObject;
  return exampleOutput(command).replace(/(Signed in as ).* \(.*\)/, `$1${user.displayName} (${user.email})`);
}

/** `workspace use` prints the workspace it selected, in the words of its model example. */
function localOutput(command: CliCommand, answer: JsonObject | undefined): string {
  const shown = exampleOutput(command);
  if (!answer) return shown;
  return shown
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, String(answer.workspaceId))
    .replace(/\(([^)]*)\)/, `(${answer.name})`);
}

const camel = (header: string) =>
  header.toLowerCase().replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The member a table column shows: `DEVICE ID` deviceId, `EGRESS SINK` egressSinkName, `STREAM` the name of a
 * stream (the command's own noun), `ID` the first *Id member.
 */
function columnMember(header: string, sample: JsonObject, noun: string): string | undefined {
  const name = camel(header);
  const members = Object.keys(sample);
  return (
    members.find((member) => member === name) ??
    members.find((member) => member === `${name}Name`) ??
    (camel(noun.replace(/-/g, ' ')) === name && 'name' in sample ? 'name' : undefined) ??
    members.find((member) => member.startsWith(name)) ??
    members.find((member) => member.toLowerCase().endsWith(name.toLowerCase()))
  );
}

function cell(value: unknown, member: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean' && member.startsWith('enable')) return value ? 'Enabled' : 'Disabled';
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([name, member]) => `${name}: ${String(member)}`)
      .join(', ');
  return String(value);
}

function table(columns: string[], rows: JsonObject[], noun: string): string {
  const cells = rows.map((row) =>
    columns.map((column) => {
      const member = columnMember(column, row, noun) ?? '';
      return cell(row[member], member);
    }),
  );
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((values) => values[index].length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, index) => value.padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  return [line(columns), ...cells.map(line)].join('\n') + '\n';
}
