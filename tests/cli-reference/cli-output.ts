/** Checks of `spotf` output samples against the API operation each command calls. */
import path from 'node:path';
import yaml from 'js-yaml';
import {loadModel, type CliCommand, type CliExample} from '../../plugins/cli-reference/model';
import {
  loadDocument,
  operationsOf,
  pointerOf,
  resolveRef,
  schemaValidator,
  type JsonObject,
  type LocatedOperation,
} from '../openapi/openapi-document';

const repoRoot = path.resolve(__dirname, '../..');
export const model = loadModel(path.join(repoRoot, 'cli/spotf.yaml'));
export const document = loadDocument();
const validatorAt = schemaValidator(document);
export const operations = new Map(
  operationsOf(document).map((located) => [located.operation.operationId, located]),
);

/** JSON pointer of the JSON body of an operation's success response, or null when it answers without a body. */
function successSchemaPointer({method, path: route, operation}: LocatedOperation): string | null {
  const code = Object.keys(operation.responses).find((status) => /^2/.test(status));
  if (!code) return null;
  const response = resolveRef(document, operation.responses[code]).value as JsonObject;
  const content = response.content as Record<string, JsonObject> | undefined;
  if (!content?.['application/json']?.schema) return null;
  return pointerOf('paths', route, method, 'responses', code, 'content', 'application/json', 'schema');
}

/** Examples that print the whole result for scripts: `-o json` or `-o yaml`, not piped to another program. */
export function machineOutputs(command: CliCommand): CliExample[] {
  return command.examples.filter(
    (example) => /(-o|--output)[ =](json|yaml)\b/.test(example.command) && !/[|>]/.test(example.command),
  );
}

/**
 * Why the model lacks the machine output of a command that calls an operation, or null when it documents it:
 * an example that prints what the operation answers, or, for an operation without a body, an example that
 * shows `-o json` printing nothing. Scripts rely on that output, so every such command has to document it.
 */
export function missingMachineOutput(command: CliCommand): string | null {
  const located = operations.get(command.operation!);
  if (!located) return `${command.fullName}: operation ${command.operation} is not in the API document`;
  const examples = machineOutputs(command);
  if (successSchemaPointer(located)) {
    if (examples.some((example) => example.output)) return null;
    return `${command.fullName}: no -o json or -o yaml example prints what ${command.operation} answers`;
  }
  if (examples.length > 0) return null;
  return `${command.fullName}: no -o json or -o yaml example shows that ${command.operation} answers without a body`;
}

const parse = (example: CliExample): unknown =>
  example.outputLanguage === 'yaml'
    ? yaml.load(example.output ?? '', {schema: yaml.CORE_SCHEMA})
    : JSON.parse(example.output ?? 'null');

/** Problems of one documented output against the operation's response; empty when it matches. */
export function outputProblems(command: CliCommand, example: CliExample): string[] {
  const located = operations.get(command.operation!);
  if (!located) return [`${command.fullName}: operation ${command.operation} is not in the API document`];
  const pointer = successSchemaPointer(located);
  const where = `${command.fullName} (${example.title})`;
  if (!pointer) {
    return example.output ? [`${where}: prints output, but ${command.operation} answers without a body`] : [];
  }
  if (!example.output) return [];
  let value = parse(example);
  // List commands read every page and print the items of all of them.
  const schema = resolveRef(document, resolveRef(document, {$ref: `#${pointer}`}).value).value as JsonObject;
  const isPage = Boolean((schema.properties as JsonObject | undefined)?.items);
  if (isPage && Array.isArray(value)) value = {items: value, continuationToken: null};
  const validate = validatorAt(pointer);
  if (!validate(value)) {
    return validate.errors!.map(
      (error) => `${where}: output${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
    );
  }
  return kindMismatches(command, value, where);
}

/**
 * A `create-or-update <kind>` subcommand prints a resource of its own kind. The response schema is a `oneOf`
 * of all kinds, so it accepts the output of any other kind and cannot tell on its own.
 */
function kindMismatches(command: CliCommand, value: unknown, where: string): string[] {
  if (!command.apiKind) return [];
  const printed = value as {kind?: unknown; storageType?: unknown};
  const problems: string[] = [];
  if (printed.kind !== command.apiKind.kind) {
    problems.push(
      `${where}: output/kind is ${String(printed.kind)}, but the command sends ${command.apiKind.kind}`,
    );
  }
  const storageType = command.apiKind.storageType;
  if (storageType && printed.storageType !== storageType) {
    problems.push(
      `${where}: output/storageType is ${String(printed.storageType)}, but the command sends ${storageType}`,
    );
  }
  return problems;
}

/** Column headers of a table printed by the CLI: words separated by two or more spaces on the first line. */
export function columnsOf(output: string): string[] {
  return (output.split('\n')[0] ?? '').trim().split(/\s{2,}/);
}

/** The header of the table the model documents for a command, if any of its examples prints one. */
export function modelColumns(command: CliCommand): string[] | undefined {
  const table = command.examples.find(
    (example) =>
      example.outputLanguage === 'text' &&
      example.output &&
      !/(-o|--output)[ =]/.test(example.command) &&
      /^[A-Z][A-Z ]+$/.test(example.output.split('\n')[0].trim()) &&
      columnsOf(example.output).length > 1,
  );
  return table ? columnsOf(table.output!) : undefined;
}
