/**
 * Every option of a command that calls the API names the request field it sets (`apiField`), and that field
 * exists in the operation with the same allowed values and default: the CLI model and the API document cannot
 * drift apart on names, enums or defaults without this failing.
 */
import {describe, expect, it} from 'vitest';
import {allCommands, type CliCommand} from '../../plugins/cli-reference/model';
import type {JsonObject} from '../openapi/openapi-document';
import {operationById, resolveSchema} from '../tutorials/platform-model/document';
import {bodySchemaOf, fieldSchema} from './api-fields';
import {model} from './cli-output';

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

describe('every command sends what its operation requires', () => {
  it.each(apiCommands.map((command) => [command.fullName, command] as const))('%s', (_, command) => {
    const operation = operationById.get(command.operation!)!;
    const body = bodySchemaOf(command, operation);
    const sent = new Set([
      ...optionsOf(command)
        .filter((option) => option.required)
        .map((option) => option.apiField),
      ...Object.keys(command.apiFixed ?? {}),
      ...Object.keys(command.apiKind ?? {}).map((member) => `body:${member}`),
      ...command.options
        .filter((option) => option.default !== undefined || /Defaults to/.test(option.description))
        .map((option) => option.apiField),
    ]);
    const requiredPath = operation.pathParameters
      .filter((name) => name !== 'workspaceId')
      .map((name) => `path:${name}`);
    const alternatives = command.optionGroups.flatMap((group) => group.options);
    const requiredBody = ((body?.required ?? []) as string[]).map((name) => `body:${name}`);
    const missing = [...requiredPath, ...requiredBody].filter(
      (field) =>
        !sent.has(field) &&
        !optionsOf(command).some((option) => option.apiField === field && alternatives.includes(option.name)),
    );
    expect(missing, command.fullName).toEqual([]);
  });
});
