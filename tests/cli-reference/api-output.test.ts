/**
 * The CLI model leans on the API: the JSON and YAML output a command documents is what the operation it calls
 * answers, and its options offer the values and defaults of the operation's request.
 */
import {describe, expect, it} from 'vitest';
import {allCommands, type CliCommand, type CliExample} from '../../plugins/cli-reference/model';
import {resolveRef, type JsonObject, type LocatedOperation} from '../openapi/openapi-document';
import {
  document,
  machineOutputs,
  missingMachineOutput,
  model,
  operations,
  outputProblems,
} from './cli-output';

const commands = allCommands(model).filter((command) => command.operation);

describe('documented machine output matches the API', () => {
  const checked = commands.flatMap((command) =>
    machineOutputs(command).map((example) => ({command, example})),
  );

  it('finds -o json and -o yaml examples, list commands among them', () => {
    expect(checked.length).toBeGreaterThan(8);
    expect(checked.some(({command}) => command.name === 'list')).toBe(true);
  });

  it('documents the -o json or -o yaml output of every command that calls an operation', () => {
    expect(commands.flatMap((command) => missingMachineOutput(command) ?? [])).toEqual([]);
  });

  it('rejects the output of another kind than the subcommand sends', () => {
    const azureBlob = commands.find(
      (command) => command.fullName === 'spotf egress-sink create-or-update azure-blob',
    )!;
    const printed = machineOutputs(azureBlob)[0];
    const asAdlsGen2 = {...printed, output: printed.output!.replace('AzureBlobStorage', 'AdlsGen2')};
    const asEventHub = {
      ...printed,
      output: JSON.stringify({name: 'telemetry-hub', kind: 'EventHub', connectionString: 'Endpoint=sb://x/'}),
    };
    expect(outputProblems(azureBlob, printed)).toEqual([]);
    expect(outputProblems(azureBlob, asAdlsGen2)).toEqual([
      `${azureBlob.fullName} (${printed.title}): output/storageType is AdlsGen2, but the command sends AzureBlobStorage`,
    ]);
    expect(outputProblems(azureBlob, asEventHub)).toEqual([
      `${azureBlob.fullName} (${printed.title}): output/kind is EventHub, but the command sends Delta`,
      `${azureBlob.fullName} (${printed.title}): output/storageType is undefined, but the command sends AzureBlobStorage`,
    ]);
  });

  it('names a command whose machine output is not documented', () => {
    const withoutMachineOutput = (command: CliCommand): CliCommand => ({
      ...command,
      examples: command.examples.filter((example) => !machineOutputs(command).includes(example)),
    });
    const getSink = commands.find((command) => command.fullName === 'spotf egress-sink get')!;
    const deleteDevice = commands.find((command) => command.fullName === 'spotf device delete')!;
    expect(missingMachineOutput(getSink)).toBeNull();
    expect(missingMachineOutput(deleteDevice)).toBeNull();
    expect(missingMachineOutput(withoutMachineOutput(getSink))).toBe(
      'spotf egress-sink get: no -o json or -o yaml example prints what get-egress-sink answers',
    );
    expect(missingMachineOutput(withoutMachineOutput(deleteDevice))).toBe(
      'spotf device delete: no -o json or -o yaml example shows that delete-device answers without a body',
    );
    const jsonWithoutOutput: CliCommand = {
      ...getSink,
      examples: [
        {title: 'empty', command: 'spotf egress-sink get --name grafana -o json', outputLanguage: 'json'},
      ],
    };
    expect(missingMachineOutput(jsonWithoutOutput)).toMatch(/no -o json or -o yaml example prints/);
  });

  it.each(
    checked.map(({command, example}) => [`${command.fullName}: ${example.title}`, command, example] as const),
  )('%s', (_, command, example) => {
    expect(outputProblems(command, example)).toEqual([]);
  });

  it('rejects a misspelled field and output of an operation without a body', () => {
    const currentUser = commands.find((command) => command.operation === 'get-current-user');
    const deleteDevice = commands.find((command) => command.operation === 'delete-device');
    expect(currentUser && deleteDevice).toBeTruthy();
    const wrongUser: CliExample = {
      title: 'wrong',
      command: 'spotf x -o json',
      outputLanguage: 'json',
      output: JSON.stringify({userName: 'Bob'}),
    };
    expect(outputProblems(currentUser!, wrongUser).join('\n')).toMatch(/userName|required/);
    const printedDelete: CliExample = {
      title: 'printed',
      command: 'x -o json',
      outputLanguage: 'json',
      output: '{}',
    };
    expect(outputProblems(deleteDevice!, printedDelete)).toEqual([
      `${deleteDevice!.fullName} (printed): prints output, but delete-device answers without a body`,
    ]);
  });
});

// ------------------------------------------------------------------------------------------------ options

const camelCase = (kebab: string) =>
  kebab.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const resolved = (value: unknown) => resolveRef(document, value).value as JsonObject;

/** The request body schema of the operation, narrowed to the command's API kind when the body is a `oneOf`. */
function requestSchema(command: CliCommand, located: LocatedOperation): JsonObject | undefined {
  const body = located.operation.requestBody ? resolved(located.operation.requestBody) : undefined;
  const content = body?.content as Record<string, JsonObject> | undefined;
  const json = content?.['application/json'] ?? content?.['application/merge-patch+json'];
  const schema = json?.schema ? resolved(json.schema) : undefined;
  const mapping = (schema?.discriminator as {mapping?: Record<string, string>} | undefined)?.mapping;
  if (!schema || !mapping || !command.apiKind) return schema;
  return resolved({$ref: mapping[command.apiKind.kind]});
}

/** What the API says about the value an option sends: from the request body or a query parameter. */
function apiSideOf(command: CliCommand, option: string): JsonObject | undefined {
  const located = operations.get(command.operation!)!;
  const property = camelCase(option);
  const fromBody = (requestSchema(command, located)?.properties as JsonObject | undefined)?.[property];
  if (fromBody) return resolved(fromBody);
  const parameter = (located.operation.parameters ?? [])
    .map(resolved)
    .find((candidate) => candidate.name === property && candidate.in === 'query');
  return parameter?.schema ? resolved(parameter.schema) : undefined;
}

/** Problems of one command's options against the request of its operation. */
function optionProblems(command: CliCommand): string[] {
  const problems: string[] = [];
  for (const option of command.options) {
    const api = apiSideOf(command, option.name);
    if (!api) continue;
    const values = (api.type === 'array' ? resolved(api.items) : api).enum as unknown[] | undefined;
    const where = `${command.fullName} --${option.name}`;
    for (const value of option.allowed ?? []) {
      if (values && !values.includes(value)) problems.push(`${where}: ${value} is not a value of the API`);
    }
    if (option.default === undefined || api.default === undefined) continue;
    const apiDefault = Array.isArray(api.default) ? api.default.join(',') : api.default;
    if (apiDefault !== option.default) {
      problems.push(`${where}: default ${option.default}, but the API defaults to ${String(apiDefault)}`);
    }
  }
  return problems;
}

describe('options offer the values and defaults of the API', () => {
  it('compares the options of every command that calls an operation', () => {
    const compared = commands.flatMap((command) =>
      command.options.filter((option) => apiSideOf(command, option.name)),
    );
    expect(compared.length).toBeGreaterThan(40);
    expect(commands.flatMap(optionProblems)).toEqual([]);
  });

  it('reports a default or value the API does not have', () => {
    const stream = commands.find((command) => command.fullName === 'spotf stream create-or-update')!;
    const changed = {
      ...stream,
      options: stream.options.map((option) =>
        option.name === 'concatenation-mode'
          ? {...option, default: 'WithNewLines', allowed: [...option.allowed!, 'Zip']}
          : option,
      ),
    };
    expect(optionProblems(changed)).toEqual([
      'spotf stream create-or-update --concatenation-mode: Zip is not a value of the API',
      'spotf stream create-or-update --concatenation-mode: default WithNewLines, but the API defaults to None',
    ]);
  });
});
