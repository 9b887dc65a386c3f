/**
 * The CLI model against the other sources of truth: the OpenAPI document, the route list of the specification and
 * the `spotf` command lines written in the guides.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {guideSourceFiles} from '../support/guide-sources';
import {commandSegment, flagTokens} from '../../plugins/cli-reference/shell';
import {
  allCommands,
  findGroup,
  globalOption,
  kindMapping,
  loadModel,
  type CliCommand,
  type CliGroup,
} from '../../plugins/cli-reference/model';

const repoRoot = path.resolve(__dirname, '../..');
const model = loadModel(path.join(repoRoot, 'cli/spotf.yaml'));
const commands = allCommands(model);
const openApiFile = path.join(repoRoot, 'openapi/spotflow-platform-api.json');

type Schema = {[key: string]: any}; // eslint-disable-line @typescript-eslint/no-explicit-any -- walks arbitrary OpenAPI JSON
type OpenApi = {
  paths: Record<string, Record<string, Schema>>;
  components?: {schemas?: Record<string, Schema>};
};

let openApiCache: OpenApi | undefined;
function openApi(): OpenApi {
  openApiCache ??= JSON.parse(fs.readFileSync(openApiFile, 'utf8')) as OpenApi;
  return openApiCache;
}

function schemas(): Record<string, Schema> {
  return openApi().components?.schemas ?? {};
}

function resolve(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let depth = 0; current?.$ref && depth < 20; depth++) {
    current = schemas()[String(current.$ref).split('/').pop()!];
  }
  return current;
}

/** Values a schema allows: `enum`, a `const`, or the union of its `oneOf`/`anyOf` members. */
function enumOf(schema: Schema | undefined): string[] | undefined {
  const resolved = resolve(schema);
  if (!resolved) return undefined;
  if (Array.isArray(resolved.enum))
    return resolved.enum.filter((value: unknown) => value !== null).map(String);
  if (resolved.const !== undefined) return [String(resolved.const)];
  const members = resolved.oneOf ?? resolved.anyOf;
  if (Array.isArray(members)) {
    const values = members.map(enumOf);
    if (values.every(Boolean)) return values.flat() as string[];
  }
  if (resolved.type === 'array') return enumOf(resolved.items);
  return undefined;
}

/** Every declaration of `property` with an enum, in the named schemas and their nested parts. */
function propertyEnums(
  property: string,
  schemaName: RegExp = /./,
): Array<{schema: string; values: string[]}> {
  const found: Array<{schema: string; values: string[]}> = [];
  const visit = (name: string, schema: Schema | undefined, seen: Set<Schema>) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const values = schema.properties?.[property] ? enumOf(schema.properties[property]) : undefined;
    if (values) found.push({schema: name, values});
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      for (const part of schema[key] ?? []) visit(name, part.$ref ? undefined : part, seen);
    }
    for (const child of Object.values(schema.properties ?? {})) visit(name, child as Schema, seen);
    if (schema.items) visit(name, schema.items, seen);
  };
  for (const [name, schema] of Object.entries(schemas())) {
    if (schemaName.test(name)) visit(name, schema, new Set());
  }
  return found;
}

/** The `kind` values of the schemas matching `name`: discriminator mappings and `kind` enums. */
function kindsOf(name: RegExp, exclude: RegExp): string[] {
  const kinds = new Set<string>();
  for (const [schemaName, schema] of Object.entries(schemas())) {
    if (!name.test(schemaName) || exclude.test(schemaName)) continue;
    const discriminator = schema.discriminator;
    if (discriminator?.propertyName === 'kind' && discriminator.mapping) {
      Object.keys(discriminator.mapping).forEach((kind) => kinds.add(kind));
    }
  }
  for (const {schema, values} of propertyEnums('kind', name)) {
    if (!exclude.test(schema)) values.forEach((kind) => kinds.add(kind));
  }
  return [...kinds].sort();
}

function optionOf(fullName: string, option: string) {
  const command = commands.find((candidate) => candidate.fullName === fullName);
  const found = command?.options.find((candidate) => candidate.name === option);
  if (!found) throw new Error(`${fullName} has no option --${option}`);
  return found;
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

// ------------------------------------------------------------------------------------------------ OpenAPI

describe('the CLI model matches the OpenAPI document', () => {
  it('has an OpenAPI document to compare with', () => {
    expect(fs.existsSync(openApiFile), `${openApiFile} is missing`).toBe(true);
  });

  it('names only operations that exist', () => {
    const operationIds = new Set(
      Object.values(openApi().paths).flatMap((methods) =>
        Object.values(methods)
          .map((operation) => operation?.operationId)
          .filter(Boolean),
      ),
    );
    const named = commands.flatMap((command) =>
      [command.operation, ...command.alsoCalls]
        .filter((operation): operation is string => Boolean(operation))
        .map((operation) => ({command: command.fullName, operation})),
    );
    expect(named.length).toBeGreaterThanOrEqual(commands.length - 1);
    const missing = named.filter(({operation}) => !operationIds.has(operation));
    expect(missing, 'operations missing from the OpenAPI document').toEqual([]);
  });

  it('maps the egress sink subcommands to the sink kinds of the API', () => {
    const mapping = kindMapping(model, ['egress-sink', 'create-or-update']);
    expect(mapping).toMatchObject({
      delta: {kind: 'Delta', storageType: 'AdlsGen2'},
      'azure-blob': {kind: 'Delta', storageType: 'AzureBlobStorage'},
      sql: {kind: 'Sql'},
      postgre: {kind: 'Sql'},
    });
    const cliKinds = sorted(Object.values(mapping).map((apiKind) => apiKind.kind));
    const apiKinds = kindsOf(/EgressSink/, /Route|Secret/);
    expect(apiKinds.length, 'no kind enum or discriminator found for egress sinks').toBeGreaterThan(0);
    // The Grafana sink is built into every workspace: the API knows its kind, but it cannot be created.
    expect(sorted([...cliKinds, 'Grafana'])).toEqual(apiKinds);
  });

  it('uses the storage types of the API for Delta sinks', () => {
    const mapping = kindMapping(model, ['egress-sink', 'create-or-update']);
    const cliStorageTypes = sorted(
      Object.values(mapping)
        .map((apiKind) => apiKind.storageType)
        .filter((value): value is string => Boolean(value)),
    );
    const declared = propertyEnums('storageType', /EgressSink|Delta/);
    expect(declared.length, 'no storageType enum found').toBeGreaterThan(0);
    for (const {schema, values} of declared) expect(sorted(values), schema).toEqual(cliStorageTypes);
  });

  it('maps the egress route subcommands to the route kinds of the API', () => {
    const mapping = kindMapping(model, ['stream', 'egress-route', 'create-or-update']);
    expect(Object.keys(mapping).sort()).toEqual(
      [
        'delta',
        'event-hub',
        'grafana',
        'open-telemetry',
        'platform-stream',
        's3',
        'service-bus',
        'sql',
      ].sort(),
    );
    const apiKinds = kindsOf(/EgressRoute/, /Sink|Secret|Filter/);
    expect(apiKinds.length, 'no kind enum or discriminator found for egress routes').toBeGreaterThan(0);
    expect(sorted(Object.values(mapping).map((apiKind) => apiKind.kind))).toEqual(apiKinds);
  });

  it('offers the concatenation modes of the Stream schema', () => {
    const cli = optionOf('spotf stream create-or-update', 'concatenation-mode').allowed!;
    expect(cli).toEqual(['None', 'WithNewLines', 'WithoutNewLines']);
    const declared = propertyEnums('concatenationMode', /^Stream/);
    expect(declared.length, 'no concatenationMode enum in the Stream schemas').toBeGreaterThan(0);
    for (const {schema, values} of declared) expect(sorted(values), schema).toEqual(sorted(cli));
  });

  it.each([
    [
      'spotf provisioning-token create',
      'device-id-override-mode',
      'deviceIdOverrideMode',
      /ProvisioningToken/,
    ],
    [
      'spotf provisioning-token create',
      'registration-token-lifetime-override-mode',
      'registrationTokenLifetimeOverrideMode',
      /ProvisioningToken/,
    ],
    // The operation resource itself; the device's polling view (ProvisioningOperationStatus) only ever shows Pending.
    ['spotf provisioning-operation list', 'state', 'state', /^ProvisioningOperation$/],
    ['spotf workspace storage generate-secure-uri', 'container', 'container', /SecureUri|Storage/],
    [
      'spotf egress-sink create-or-update service-bus',
      'authentication-type',
      'authenticationType',
      /ServiceBus/,
    ],
  ])('offers the values of the API for %s --%s', (command, option, property, schemaName) => {
    const cli = optionOf(command, option).allowed!;
    const declared = propertyEnums(property, schemaName);
    expect(declared.length, `no ${property} enum found`).toBeGreaterThan(0);
    for (const {schema, values} of declared) expect(sorted(values), schema).toEqual(sorted(cli));
  });

  it.each([
    ['spotf stream egress-route create-or-update event-hub', 'events', 'events', /EgressRoute/],
    ['spotf stream egress-route create-or-update delta', 'schema', 'schema', /EgressRoute|Delta/],
  ])('offers a subset of the API values for %s --%s', (command, option, property, schemaName) => {
    const cli = optionOf(command, option).allowed!;
    const declared = propertyEnums(property, schemaName);
    expect(declared.length, `no ${property} enum found`).toBeGreaterThan(0);
    const apiValues = new Set(declared.flatMap(({values}) => values));
    for (const value of cli) expect(apiValues.has(value), `${value} is not an API value`).toBe(true);
  });

  it('offers the output formats table, json and yaml', () => {
    const output = globalOption(model, 'output');
    expect(output.allowed).toEqual(['table', 'json', 'yaml']);
    expect(output.default).toBe('table');
  });
});

// ------------------------------------------------------------------------------------------------ routes

describe('the CLI model matches the route list', () => {
  const routes = new Set(
    fs
      .readFileSync(path.join(repoRoot, 'tests/fixtures/routes.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('/')),
  );

  it('links only to guides that exist', () => {
    const used = new Set([...Object.keys(model.guides), ...commands.flatMap((command) => command.guides)]);
    expect([...used].filter((route) => !routes.has(route))).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------ guides

type Use = {file: string; line: number; text: string};

/** Every `spotf` command line in shell code blocks and code spans of the hand-written pages. */
function spotfUsesInDocs(): Use[] {
  const uses: Use[] = [];
  const shellFence = /^\s*(`{3,})(bash|sh|shell|console|powershell|yaml|yml)\b/;
  const start = /(^|[\s($"'/])spotf (?=[a-z-])/g;
  for (const file of guideSourceFiles()) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    let fence: string | null = null;
    let shell = false;
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index];
      const fenceMatch = /^\s*(`{3,})/.exec(line);
      if (fenceMatch && (!fence || fenceMatch[1] === fence)) {
        if (fence) {
          fence = null;
        } else {
          fence = fenceMatch[1];
          shell = shellFence.test(line);
        }
        continue;
      }
      const relative = path.relative(repoRoot, file);
      if (fence) {
        if (!shell) continue;
        let text = line;
        let end = index;
        while (text.trimEnd().endsWith('\\') && end + 1 < lines.length) {
          end++;
          text = `${text.trimEnd().slice(0, -1)} ${lines[end].trim()}`;
        }
        for (const match of text.matchAll(start)) {
          uses.push({file: relative, line: index + 1, text: text.slice(match.index! + match[1].length)});
        }
        index = end;
      } else {
        for (const span of line.matchAll(/`(spotf [^`]+)`/g)) {
          uses.push({file: relative, line: index + 1, text: span[1]});
        }
      }
    }
  }
  return uses;
}

/** Checks one command line against the model; returns the problem, or null. */
function problemOf(text: string): string | null {
  const words = text.slice('spotf '.length).split(/\s+/);
  let node: CliGroup | CliCommand = model.root;
  let consumed = 0;
  for (const word of words) {
    if (node.type === 'command' || !/^[a-z][a-z0-9-]*$/.test(word)) break;
    const group: CliGroup = node;
    const next: CliGroup | CliCommand | undefined =
      group.groups.find((child) => child.name === word) ??
      group.commands.find((child) => child.name === word);
    if (!next) return `unknown command "spotf ${[...node.path, word].join(' ')}"`;
    node = next;
    consumed++;
  }
  const prefix = ['spotf', ...words.slice(0, consumed)].join(' ');
  const segment = commandSegment(text, prefix.length);
  const known = new Set(
    [
      ...model.globalOptions,
      ...(node.type === 'command' ? node.options : []),
      ...(node === model.root ? model.rootOptions : []),
    ].flatMap((option) => [`--${option.name}`, ...(option.alias ? [`-${option.alias}`] : [])]),
  );
  const unknown = flagTokens(segment).filter((token) => !known.has(token));
  if (unknown.length > 0) return `"${node.fullName}" has no option ${unknown.join(', ')}`;
  return null;
}

describe('the guides use the CLI as the model describes it', () => {
  const uses = spotfUsesInDocs();

  it('finds spotf command lines in the guides', () => {
    expect(uses.length).toBeGreaterThan(10);
  });

  it('uses only commands and options of the model', () => {
    const problems = uses
      .map((use) => ({use, problem: problemOf(use.text)}))
      .filter(({problem}) => problem !== null)
      .map(({use, problem}) => `${use.file}:${use.line}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it('recognizes unknown commands and options', () => {
    expect(problemOf('spotf device remove --device-id x')).toMatch(/unknown command "spotf device remove"/);
    expect(problemOf('spotf device delete --id x')).toMatch(/has no option --id/);
    expect(problemOf('spotf device delete --device-id x -o json | jq .')).toBeNull();
    expect(findGroup(model, ['stream', 'egress-route'])).toBeDefined();
  });
});
