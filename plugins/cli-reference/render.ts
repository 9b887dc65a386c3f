/**
 * Pure rendering of the CLI command model into MDX pages and `_category_.json` files for the docs plugin.
 * Nothing here touches the file system.
 */
import type {CliCommand, CliGroup, CliModel, CliOption, ExitCode, OptionGroup} from './model';
import {allCommands, replacesResource} from './model';
import {apiReference, cliReference} from '../../src/references';
import {FACT_TOKEN} from '../facts/remark-facts';

export interface GeneratedFile {
  /** Path relative to the output folder, with `/` separators: `spotf/stream/get.mdx`. */
  path: string;
  content: string;
}

export interface RenderOptions {
  /** URL path of the output folder: `/cli/reference`. */
  routeBase: string;
  /** Doc ID prefix of the output folder inside the docs plugin: `cli/reference`. */
  docIdBase: string;
  /** Source file named in the "generated" notice of each page. */
  modelPath: string;
}

const DEFAULT_OPTIONS: RenderOptions = {
  routeBase: cliReference.route,
  docIdBase: cliReference.docIdBase,
  modelPath: cliReference.source,
};

const USAGE_WIDTH = 80;

// ---------------------------------------------------------------------------------------------- escaping

/**
 * Makes Markdown text from the model safe for MDX: outside code spans, `{`, `}`, `<` and `>` are escaped so that
 * MDX does not read them as expressions or JSX. Code spans, links and emphasis stay as written.
 */
export function mdx(text: string): string {
  return splitCode(text)
    .map(({code, value}) => (code ? value : proseWithFacts(value)))
    .join('');
}

/** Outside code, a `{fact:name}` token of the model becomes the `<Fact>` element that renders the shared fact. */
function proseWithFacts(text: string): string {
  // Split on the token's capture group, the parts alternate: prose, fact name, prose...
  return text
    .split(FACT_TOKEN)
    .map((part, index) =>
      index % 2 === 1
        ? `<Fact name="${part}" />`
        : part
            .replace(/\\/g, '\\\\')
            .replace(/[{}]/g, (brace) => `\\${brace}`)
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;'),
    )
    .join('');
}

/** Like `mdx`, for a table cell: also escapes `|` (inside code spans too) and joins lines. */
export function cell(text: string): string {
  return mdx(text.replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|');
}

/** Inline code that survives any content (backticks inside get a longer fence). */
export function code(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

function splitCode(text: string): Array<{code: boolean; value: string}> {
  const parts: Array<{code: boolean; value: string}> = [];
  const pattern = /(`+)([\s\S]*?[^`])\1(?!`)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index! > last) parts.push({code: false, value: text.slice(last, match.index)});
    parts.push({code: true, value: match[0]});
    last = match.index! + match[0].length;
  }
  if (last < text.length) parts.push({code: false, value: text.slice(last)});
  return parts;
}

/** A fenced code block whose fence is longer than any backtick run of the content. */
function fenced(language: string, content: string): string {
  const longest = Math.max(2, ...[...content.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${content}\n${fence}`;
}

function frontMatter(fields: Record<string, string | number>): string {
  const lines = Object.entries(fields).map(([key, value]) =>
    typeof value === 'number' ? `${key}: ${value}` : `${key}: ${JSON.stringify(value)}`,
  );
  return `---\n${lines.join('\n')}\n---`;
}

function generatedNotice(options: RenderOptions): string {
  return `{/* Generated from ${options.modelPath} by plugins/cli-reference. Edit the model, not this file. */}`;
}

function table(headers: string[], rows: string[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** First sentence of a text, for short table cells. */
function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.replace(/\s+/g, ' '));
  return match ? match[1] : text;
}

// ---------------------------------------------------------------------------------------------- shell wrapping

/**
 * Splits a long shell line into continued lines (`\`), breaking only before options and bracketed parts that are
 * outside quotes and parentheses.
 */
export function wrapShell(line: string, width = USAGE_WIDTH): string {
  if (line.length <= width) return line;
  const pieces: string[] = [];
  let quote: string | null = null;
  let depth = 0;
  let current = '';
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    const next = line.slice(i + 1);
    const breakHere =
      char === ' ' && !quote && depth === 0 && /^(--?[a-zA-Z]|\[|\()/.test(next) && current.trim().length > 0;
    if (breakHere) {
      pieces.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current) pieces.push(current);
  const lines: string[] = [];
  let buffer = '';
  for (const piece of pieces) {
    const candidate = buffer ? `${buffer} ${piece}` : piece;
    if (buffer && candidate.length > width - 2) {
      lines.push(buffer);
      buffer = `  ${piece}`;
    } else {
      buffer = candidate;
    }
  }
  if (buffer) lines.push(buffer);
  return lines.join(' \\\n');
}

// ---------------------------------------------------------------------------------------------- routes and ids

function routeOf(node: CliGroup | CliCommand, options: RenderOptions): string {
  const path = ['spotf', ...node.path].join('/');
  return node.type === 'group' ? `${options.routeBase}/${path}/` : `${options.routeBase}/${path}`;
}

function fileOf(node: CliGroup | CliCommand): string {
  const path = ['spotf', ...node.path].join('/');
  return node.type === 'group' ? `${path}/index.mdx` : `${path}.mdx`;
}

function docIdOf(group: CliGroup, options: RenderOptions): string {
  return `${options.docIdBase}/${['spotf', ...group.path].join('/')}/index`;
}

function link(node: CliGroup | CliCommand, options: RenderOptions): string {
  return `[${code(node.fullName)}](${routeOf(node, options)})`;
}

function apiLink(operationId: string): string {
  return `[${code(operationId)}](${apiReference.route}/${operationId})`;
}

/** Children of a group in the order the reference shows them: alphabetical, groups and commands mixed. */
function children(group: CliGroup): Array<CliGroup | CliCommand> {
  return [...group.groups, ...group.commands].sort((a, b) => a.name.localeCompare(b.name));
}

/** The command route of every command, e.g. `/cli/reference/spotf/stream/get`. */
export function commandRoutes(model: CliModel, options: Partial<RenderOptions> = {}): string[] {
  const resolved = {...DEFAULT_OPTIONS, ...options};
  return allCommands(model).map((command) => routeOf(command, resolved));
}

// ---------------------------------------------------------------------------------------------- options

function optionName(option: CliOption): string {
  return [code(`--${option.name}`), ...(option.alias ? [code(`-${option.alias}`)] : [])].join(', ');
}

function optionType(option: CliOption): string {
  if (option.list) return `${option.type}, comma-separated list`;
  if (option.repeatable) return `${option.type}, repeatable`;
  return option.type;
}

function defaultCell(option: CliOption): string {
  return option.default === undefined ? '—' : cell(code(String(option.default)));
}

function optionDescription(option: CliOption): string {
  const parts = [option.description];
  if (option.allowed) parts.push(`Allowed values: ${option.allowed.map(code).join(', ')}.`);
  if (option.type === 'duration' && !/d:hh:mm:ss/.test(option.description)) {
    parts.push('Format: `d:hh:mm:ss`.');
  }
  return cell(parts.join(' '));
}

function optionsTable(options: CliOption[]): string {
  return table(
    ['Option', 'Type', 'Required', 'Default', 'Description'],
    options.map((option) => [
      optionName(option),
      cell(optionType(option)),
      option.required ? 'Yes' : 'No',
      defaultCell(option),
      optionDescription(option),
    ]),
  );
}

function globalOptionsTable(model: CliModel): string {
  return table(
    ['Option', 'Type', 'Default', 'Description'],
    model.globalOptions.map((option) => [
      optionName(option),
      cell(option.type),
      defaultCell(option),
      optionDescription(option),
    ]),
  );
}

function exitCodesTable(exitCodes: ExitCode[], notes: Record<number, string> = {}): string {
  return table(
    ['Code', 'Meaning', 'Details'],
    exitCodes.map((exitCode) => [
      code(String(exitCode.code)),
      cell(exitCode.name),
      cell(notes[exitCode.code] ?? exitCode.description),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------- pages

function renderCommand(
  model: CliModel,
  command: CliCommand,
  position: number,
  options: RenderOptions,
): string {
  const workspaceUse = model.root.groups
    .find((group) => group.name === 'workspace')
    ?.commands.find((candidate) => candidate.name === 'use');
  const parts: string[] = [
    frontMatter({
      title: command.fullName,
      sidebar_label: command.name,
      sidebar_position: position,
      description: command.summary,
    }),
    generatedNotice(options),
    mdx(command.summary),
  ];
  if (command.deprecated) parts.push(`:::warning[Deprecated]\n\n${mdx(command.deprecated)}\n\n:::`);
  parts.push(mdx(command.description));
  if (replacesResource(command)) parts.push(REPLACE_WARNING);
  if (command.destructive) parts.push(CONFIRM_NOTE);

  parts.push('## Usage', fenced('bash', wrapShell(command.usage)));
  const scope = command.workspaceScoped
    ? `The command runs in the workspace given by ${code('--workspace')} or, without it, in the default workspace` +
      (workspaceUse ? ` chosen with ${link(workspaceUse, options)}.` : '.')
    : `The command is not tied to one workspace${command.globalOptionNotes.workspace ? '' : `, so ${code('--workspace')} has no effect on it`}.`;
  parts.push(scope);

  if (command.arguments.length > 0) {
    parts.push(
      '## Arguments',
      table(
        ['Argument', 'Required', 'Description'],
        command.arguments.map((argument) => [
          code(`<${argument.name}>`),
          argument.required ? 'Yes' : 'No',
          cell(argument.description),
        ]),
      ),
    );
  }

  parts.push('## Options');
  if (command.options.length > 0) {
    parts.push(optionsTable(command.options), ...command.optionGroups.map(optionGroupRule));
    if (command.options.some((option) => option.type === 'boolean')) {
      parts.push(
        `A boolean option given without a value means ${code('true')}; you can also write ${code('true')} or ${code('false')} after it.`,
      );
    }
  } else {
    parts.push('The command has no options of its own. It accepts the global options listed below.');
  }

  parts.push(
    '## Global options',
    table(
      ['Option', 'Description'],
      model.globalOptions.map((option) => [
        optionName(option) + (option.allowed ? ` ${cell(code(option.allowed.join('|')))}` : ''),
        cell(command.globalOptionNotes[option.name] ?? firstSentence(option.description)),
      ]),
    ),
    `See [global options](${options.routeBase}#global-options) for details.`,
  );

  parts.push('## Examples');
  for (const example of command.examples) {
    parts.push(`### ${mdx(example.title)}`, fenced('bash', wrapShell(example.command)));
    if (example.output) {
      parts.push(
        example.outputLanguage === 'text' ? 'Output:' : `Output (${example.outputLanguage.toUpperCase()}):`,
        fenced(example.outputLanguage, example.output),
      );
    }
  }

  parts.push(
    '## Exit codes',
    exitCodesTable(model.exitCodes, command.exitCodeNotes),
    `See [exit codes](${options.routeBase}#exit-codes) for how scripts can use them.`,
  );

  parts.push('## API operation');
  if (!command.operation) {
    parts.push(
      'The command works only with the local CLI configuration and token cache; it calls no web API operation.',
    );
  } else {
    const kind = command.apiKind
      ? ` with ${code('kind')} set to ${code(command.apiKind.kind)}` +
        (command.apiKind.storageType
          ? ` and ${code('storageType')} set to ${code(command.apiKind.storageType)}`
          : '')
      : '';
    parts.push(
      command.local
        ? `The command works mainly with the local CLI configuration. It calls the web API operation ${apiLink(command.operation)} to check the result.`
        : `The command calls the web API operation ${apiLink(command.operation)}${kind}.`,
    );
    if (command.alsoCalls.length > 0) {
      // Neutral wording: some commands call these besides the main operation (`login --workspace`), others in its
      // place (`provisioning-operation get --verification-code`); each command's description says which.
      parts.push(`With some options it calls ${command.alsoCalls.map(apiLink).join(', ')}.`);
    }
  }

  parts.push(...relatedGuides(model, command.guides));
  return parts.join('\n\n') + '\n';
}

const REPLACE_WARNING = [
  ':::warning[Replaces every setting]',
  '',
  `When the resource exists, the command replaces it with what the command line says: an option you leave out is reset to its default, not kept. Pass every setting you want to keep each time, including secrets.`,
  '',
  ':::',
].join('\n');

const CONFIRM_NOTE = [
  ':::caution[Asks before deleting]',
  '',
  `Without ${code('--yes')} the command shows what it will delete and waits for you to confirm. When standard input is not a terminal, as in scripts and CI jobs, it deletes nothing and exits with code ${code('2')}; pass ${code('--yes')} there.`,
  '',
  ':::',
].join('\n');

function optionGroupRule(group: OptionGroup): string {
  const names = group.options.map((name) => code(`--${name}`));
  const listed = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return group.rule === 'exactlyOne'
    ? `Give exactly one of ${listed}.`
    : `Give all of ${listed}, or none of them.`;
}

function relatedGuides(model: CliModel, routes: string[]): string[] {
  if (routes.length === 0) return [];
  return ['## Related guides', routes.map((route) => `- [${mdx(model.guides[route])}](${route})`).join('\n')];
}

function childrenTables(group: CliGroup, options: RenderOptions): string[] {
  const parts: string[] = [];
  const groups = [...group.groups].sort((a, b) => a.name.localeCompare(b.name));
  const commands = [...group.commands].sort((a, b) => a.name.localeCompare(b.name));
  if (groups.length > 0) {
    parts.push(
      group.path.length === 0 ? '## Command groups' : '## Subgroups',
      table(
        ['Group', 'Summary'],
        groups.map((child) => [link(child, options), cell(child.summary)]),
      ),
    );
  }
  if (commands.length > 0) {
    parts.push(
      group.path.length === 0 ? '## Top-level commands' : '## Commands',
      table(
        ['Command', 'Summary'],
        commands.map((child) => [link(child, options), cell(child.summary)]),
      ),
    );
  }
  return parts;
}

function renderGroup(model: CliModel, group: CliGroup, position: number, options: RenderOptions): string {
  const isRoot = group.path.length === 0;
  const parts = [
    frontMatter({
      title: group.fullName,
      sidebar_label: group.name,
      sidebar_position: position,
      description: group.summary,
    }),
    generatedNotice(options),
    mdx(group.summary),
    mdx(group.description),
    ...childrenTables(group, options),
  ];
  if (isRoot && model.rootOptions.length > 0) {
    parts.push(
      '## Options of spotf itself',
      `These options work only directly after ${code('spotf')}, without a command.`,
      optionsTable(model.rootOptions),
    );
  }
  const commands = commandsIn(group);
  const commandCount = commands.length;
  const single = commandCount === 1;
  const subject = isRoot
    ? `All ${commandCount} commands`
    : single
      ? 'The command of this group'
      : `The ${commandCount} commands of this group`;
  parts.push(
    '## Global options and exit codes',
    `${subject} ${single ? 'accepts' : 'accept'} the [global options](${options.routeBase}#global-options), ` +
      `such as ${code('--workspace')} and ${code('--output')}, and ${single ? 'ends' : 'end'} with one of the ` +
      `documented [exit codes](${options.routeBase}#exit-codes).`,
  );
  // The root would list nearly every guide; the command index already leads to them.
  if (!isRoot)
    parts.push(...relatedGuides(model, [...new Set(commands.flatMap((command) => command.guides))]));
  return parts.join('\n\n') + '\n';
}

/** The commands of a group and of its subgroups, its own first. */
function commandsIn(group: CliGroup): CliCommand[] {
  return [...group.commands, ...group.groups.flatMap(commandsIn)];
}

function renderIndex(model: CliModel, options: RenderOptions): string {
  const commands = allCommands(model).sort((a, b) => a.fullName.localeCompare(b.fullName));
  const parts = [
    frontMatter({
      title: 'spotf command reference',
      sidebar_label: 'Command reference',
      description: `Every command of the ${'spotf'} CLI with its options, examples, exit codes and API operation.`,
    }),
    generatedNotice(options),
    mdx(model.root.summary),
    mdx(model.root.description),
    `To install the CLI and sign in, see [Install and use the CLI](/cli/). Start browsing at the ` +
      `[${code('spotf')} root](${routeOf(model.root, options)}), or pick a command from the table below.`,
    '## Syntax {#syntax}',
    fenced('bash', 'spotf <group> [<subgroup>] <command> [options] [global options]'),
    [
      `- Option names are in kebab-case and start with ${code('--')}; a few have a one-letter alias such as ${code('-w')}.`,
      `- A boolean option given without a value means ${code('true')}; ${code('--use-workspace-storage')} and ${code('--use-workspace-storage true')} are the same.`,
      `- Options marked as lists take values separated by commas, for example ${code('--events Messages,Batches')}. Repeatable options may be given several times.`,
      `- Durations use the ${code('d:hh:mm:ss')} format: ${code('00:00:10:00')} is ten minutes, ${code('30:00:00:00')} thirty days.`,
      `- Add ${code('--help')} to any group or command to print its help without calling the API.`,
    ].join('\n'),
    `## Commands {#commands}`,
    `The CLI has ${commands.length} commands.`,
    table(
      ['Command', 'Summary'],
      commands.map((command) => [
        link(command, options) + (command.deprecated ? ' (deprecated)' : ''),
        cell(command.summary),
      ]),
    ),
    ...(model.rootOptions.length > 0
      ? [
          '## Options of spotf itself {#root-options}',
          `These options work only directly after ${code('spotf')}, without a command, for example ${code(`spotf --${model.rootOptions[0].name}`)}.`,
          optionsTable(model.rootOptions),
        ]
      : []),
    '## Global options {#global-options}',
    'Every command accepts these options in addition to its own. They can appear anywhere after `spotf`.',
    globalOptionsTable(model),
  ];
  if (model.environment.length > 0) {
    parts.push(
      '## Environment variables {#environment-variables}',
      table(
        ['Variable', 'Description'],
        model.environment.map((variable) => [code(variable.name), cell(variable.description)]),
      ),
    );
  }
  parts.push(
    '## Exit codes {#exit-codes}',
    'Every command ends with one of these exit codes, so scripts can react to the kind of failure without parsing ' +
      'messages. Error messages go to standard error; standard output carries only the result.',
    exitCodesTable(model.exitCodes),
  );
  return parts.join('\n\n') + '\n';
}

function categoryFile(group: CliGroup, position: number, options: RenderOptions): GeneratedFile {
  const folder = ['spotf', ...group.path].join('/');
  const content = {
    label: group.name,
    position,
    collapsible: true,
    collapsed: true,
    link: {type: 'doc', id: docIdOf(group, options)},
  };
  return {path: `${folder}/_category_.json`, content: `${JSON.stringify(content, null, 2)}\n`};
}

/** All files of the reference, relative to the output folder. */
export function renderReference(
  model: CliModel,
  renderOptions: Partial<RenderOptions> = {},
): GeneratedFile[] {
  const options = {...DEFAULT_OPTIONS, ...renderOptions};
  const files: GeneratedFile[] = [
    {path: 'index.mdx', content: renderIndex(model, options)},
    {path: fileOf(model.root), content: renderGroup(model, model.root, 0, options)},
  ];
  const visit = (group: CliGroup) => {
    children(group).forEach((child, index) => {
      const position = index + 1;
      if (child.type === 'group') {
        files.push(categoryFile(child, position, options));
        files.push({path: fileOf(child), content: renderGroup(model, child, 0, options)});
        visit(child);
      } else {
        files.push({path: fileOf(child), content: renderCommand(model, child, position, options)});
      }
    });
  };
  visit(model.root);
  return files;
}
