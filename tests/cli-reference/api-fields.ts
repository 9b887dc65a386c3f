/** The request field each option of the CLI model sets, read from the API document. */
import type {CliCommand, CliOption} from '../../plugins/cli-reference/model';
import type {JsonObject} from '../openapi/openapi-document';
import {
  operationById,
  requestSchema,
  resolveSchema,
  type RoutedOperation,
} from '../tutorials/platform-model/document';

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
