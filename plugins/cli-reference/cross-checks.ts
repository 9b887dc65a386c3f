/**
 * Checks that relate entries of the command model to each other, which its JSON Schema cannot express:
 * unique names, aliases that do not collide, usage lines and examples that use known options only,
 * references to global options, exit codes and guides that exist, option groups of known optional options,
 * and deletes that ask before they delete.
 */
import type {CliCommand, CliGroup, CliModel, CliOption} from './model';
import {ModelError} from './model-error';
import {commandSegment, flagTokens} from './shell';

const flagsOf = (option: CliOption) => [`--${option.name}`, ...(option.alias ? [`-${option.alias}`] : [])];

/** No option twice, no alias twice, and nothing that repeats one of `globals`. */
function checkOptionSet(entry: string, options: CliOption[], globals: CliOption[]): void {
  const names = new Set<string>();
  const aliases = new Map(globals.filter((option) => option.alias).map((option) => [option.alias!, option]));
  for (const option of options) {
    if (names.has(option.name)) throw new ModelError(entry, `duplicate option --${option.name}`);
    names.add(option.name);
    if (globals.some((global) => global.name === option.name)) {
      throw new ModelError(entry, `duplicate option --${option.name}: it is already a global option`);
    }
    if (option.type === 'enum' && option.default !== undefined) {
      const values = option.list ? String(option.default).split(',') : [String(option.default)];
      const stray = values.find((value) => !option.allowed!.includes(value));
      if (stray !== undefined) {
        throw new ModelError(
          entry,
          `option --${option.name} has default ${JSON.stringify(option.default)}: "${stray}" is not an allowed value`,
        );
      }
    }
    if (!option.alias) continue;
    const other = aliases.get(option.alias);
    if (other) {
      const whose = globals.includes(other) ? 'global option ' : '';
      throw new ModelError(
        entry,
        `alias -${option.alias} of option --${option.name} collides with ${whose}--${other.name}`,
      );
    }
    aliases.set(option.alias, option);
  }
}

function checkUsage(command: CliCommand, known: Set<string>): void {
  const entry = command.fullName;
  const rest = command.usage.slice(entry.length);
  if (!command.usage.startsWith(entry) || /^\S/.test(rest)) {
    throw new ModelError(entry, `usage must start with "${entry}"`);
  }
  const usageFlags = flagTokens(rest);
  const unknown = usageFlags.find((token) => !known.has(token));
  if (unknown) throw new ModelError(entry, `usage names unknown option ${unknown}`);
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
}

function checkExamples(command: CliCommand, known: Set<string>): void {
  const entry = command.fullName;
  const titles = new Set<string>();
  const runs = new RegExp(`(^|[\\s($])${command.fullName.replace(/-/g, '\\-')}(?=$|\\s)`);
  command.examples.forEach((example, index) => {
    if (titles.has(example.title)) throw new ModelError(entry, `duplicate example title "${example.title}"`);
    titles.add(example.title);
    const match = runs.exec(example.command);
    if (!match) throw new ModelError(entry, `example #${index + 1} does not run "${command.fullName}"`);
    const start = match.index + match[1].length + command.fullName.length;
    const unknown = flagTokens(commandSegment(example.command, start)).find((token) => !known.has(token));
    if (unknown) throw new ModelError(entry, `example #${index + 1} uses unknown option ${unknown}`);
  });
}

function checkReferences(model: CliModel, command: CliCommand, parent: CliGroup): void {
  const entry = command.fullName;
  for (const key of Object.keys(command.globalOptionNotes)) {
    if (!model.globalOptions.some((option) => option.name === key)) {
      throw new ModelError(entry, `globalOptionNotes names unknown global option "${key}"`);
    }
  }
  for (const key of Object.keys(command.exitCodeNotes)) {
    if (!model.exitCodes.some((exitCode) => exitCode.code === Number(key))) {
      throw new ModelError(entry, `exitCodeNotes names unknown exit code ${key}`);
    }
  }
  for (const guide of command.guides) {
    if (!model.guides[guide]) throw new ModelError(entry, `guide "${guide}" has no title in the guides list`);
  }
  const isKind = parent.name === 'create-or-update' && parent.path.length > 0;
  if (isKind && !command.apiKind) {
    throw new ModelError(entry, 'missing apiKind (the API kind this subcommand sends)');
  }
  if (!isKind && command.apiKind) {
    throw new ModelError(entry, 'apiKind is allowed only on subcommands of a create-or-update group');
  }
}

/** Every option of a group exists and is optional on its own, and every delete asks before it deletes. */
function checkRequirements(command: CliCommand): void {
  const entry = command.fullName;
  command.optionGroups.forEach((group, index) => {
    const what = `option group #${index + 1}`;
    for (const name of group.options) {
      const option = command.options.find((candidate) => candidate.name === name);
      if (!option) throw new ModelError(entry, `${what} names unknown option "${name}"`);
      if (option.required) throw new ModelError(entry, `${what}: --${name} is required on its own`);
    }
  });
  if (command.name === 'delete' && !command.destructive) {
    throw new ModelError(entry, 'a delete command must be destructive: true (it takes --yes)');
  }
}

function checkGroup(model: CliModel, group: CliGroup): void {
  const names = new Set<string>();
  for (const child of [...group.groups, ...group.commands]) {
    if (names.has(child.name))
      throw new ModelError(group.fullName, `duplicate ${child.type} "${child.name}"`);
    names.add(child.name);
  }
  group.groups.forEach((child) => checkGroup(model, child));
  const globalFlags = model.globalOptions.flatMap(flagsOf);
  for (const command of group.commands) {
    checkOptionSet(command.fullName, command.options, model.globalOptions);
    const known = new Set([...globalFlags, ...command.options.flatMap(flagsOf)]);
    checkRequirements(command);
    checkUsage(command, known);
    checkExamples(command, known);
    checkReferences(model, command, group);
  }
}

/** Throws a ModelError naming the first entry that disagrees with another. */
export function checkAcrossEntries(model: CliModel): void {
  checkOptionSet('spotf global options', model.globalOptions, []);
  checkOptionSet('spotf', model.rootOptions, model.globalOptions);
  const codes = model.exitCodes.map((exitCode) => exitCode.code);
  if (new Set(codes).size !== codes.length) throw new ModelError('spotf', 'duplicate exit code');
  checkGroup(model, model.root);
}
