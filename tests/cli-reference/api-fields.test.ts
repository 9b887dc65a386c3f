/**
 * Every option of a command that calls the API names the request field it sets (`apiField`), and that field
 * exists in the operation with the same allowed values and default: the CLI model and the API document cannot
 * drift apart on names, enums or defaults without this failing.
 */
import {describe, expect, it} from 'vitest';
import {allCommands, type CliCommand, type CliOption} from '../../plugins/cli-reference/model';
import type {JsonObject} from '../openapi/openapi-document';
import {
  operationById,
  requestSchema,
  resolveSchema,
  type RoutedOperation,
} from '../tutorials/platform-model/document';
import {model} from './cli-output';

/** The body schema a `create-or-update <kind>` subcommand sends: the `oneOf` branch of its kind. */
export function bodySchemaOf(command: CliCommand, operation: RoutedOperation): JsonObject | null {
  const schema = requestSchema(operation);
  if (!schema?.oneOf) return schema;
  return (
    (schema.oneOf as unknown[]).map(resolveSchema).find((branch) => {
      const kind = resolveSchema((branch.properties as JsonObject).kind);
      return (kind.enum as string[] | undefined)?.includes(command.apiKind?.kind ?? '');
    }) ?? null
  );
}

/** The schema of the field an option sets, or a message saying why there is none. */
export function fieldSchema(command: CliCommand, option: CliOption): JsonObject | string {
  if (!option.apiField) return `--${option.name} has no apiField`;
  const [where, name] = option.apiField.split(/:(.*)/s);
  const operations = [command.operation!, ...command.alsoCalls].map((id) => operationById.get(id)!);
  if (where === 'path' || where === 'query') {
    for (const operation of operations) {
      const parameter = operation.parameters.find(
        (candidate) => candidate.in === where && candidate.name === name,
      );
      if (parameter) return resolveSchema(parameter.schema);
    }
    return `--${option.name}: ${option.apiField} is not a parameter of ${operations.map((op) => op.id).join(' or ')}`;
  }
  let schema: JsonObject | null = bodySchemaOf(command, operations[0]);
  for (const member of name.split('.')) {
    const properties = (schema?.properties ?? {}) as JsonObject;
    schema = member in properties ? resolveSchema(properties[member]) : null;
  }
  return schema ?? `--${option.name}: ${option.apiField} is not a member of the body of ${command.operation}`;
}

const apiCommands = allCommands(model).filter((command) => command.operation && !command.local);
const optionsOf = (command: CliCommand) => command.options.filter((option) => option.name !== 'yes');

describe('every option names the API field it sets', () => {
  it.each(apiCommands.map((command) => [command.fullName, command] as const))('%s', (_, command) => {
    for (const option of optionsOf(command)) {
      const schema = fieldSchema(command, option);
      expect(schema, `${command.fullName} --${option.name}`).toBeTypeOf('object');
      if (typeof schema === 'string') continue;
      const values = schema.type === 'array' ? resolveSchema(schema.items) : schema;
      // The CLI may offer fewer values than the API (a preview value configured only with the API), never others.
      if (option.type === 'enum' && values.enum) {
        expect(values.enum, `${command.fullName} --${option.name} allowed values`).toEqual(
          expect.arrayContaining(option.allowed!),
        );
      }
      // A list of flags names boolean members in the CLI's PascalCase: DeviceId sets deviceId.
      if (option.type === 'enum' && values.type === 'object') {
        const members = Object.keys(values.properties as JsonObject).map((member) => member.toLowerCase());
        expect(
          option.allowed!.map((value) => value.toLowerCase()),
          `${command.fullName} --${option.name}`,
        ).toEqual(members);
      }
      if (option.default !== undefined && 'default' in schema && option.type !== 'boolean') {
        expect(String(option.default), `${command.fullName} --${option.name} default`).toBe(
          String(schema.default),
        );
      }
    }
  });
});
