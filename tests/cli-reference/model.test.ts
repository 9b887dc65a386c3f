import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {allCommands, allGroups, loadModel, parseModel} from '../../plugins/cli-reference/model';
import {cell, commandRoutes, mdx, renderReference, wrapShell} from '../../plugins/cli-reference/render';

const repoRoot = path.resolve(__dirname, '../..');
const modelFile = path.join(repoRoot, 'cli/spotf.yaml');
const model = loadModel(modelFile);
const files = renderReference(model);
const fileByPath = new Map(files.map((file) => [file.path, file.content]));

/** The command routes the specification requires (copy of the spec's route list). */
const specifiedRoutes = fs
  .readFileSync(path.join(repoRoot, 'tests/fixtures/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/cli/reference/spotf/'));

describe('the command model and its routes', () => {
  const commands = allCommands(model);

  it('describes every command of the specification', () => {
    expect(specifiedRoutes.length).toBe(56);
    expect(commands.length).toBe(specifiedRoutes.length);
  });

  it('turns every command into exactly one route', () => {
    const routes = commandRoutes(model);
    expect(routes.length).toBe(commands.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('generates exactly the command routes of the specification', () => {
    expect([...commandRoutes(model)].sort()).toEqual([...specifiedRoutes].sort());
  });

  it('writes one page per command, at the file path of its route', () => {
    for (const route of specifiedRoutes) {
      const file = `${route.replace('/cli/reference/', '')}.mdx`;
      expect(fileByPath.has(file), `no page for ${route}`).toBe(true);
      expect(files.filter((candidate) => candidate.path === file)).toHaveLength(1);
    }
    const pages = files.filter((file) => file.path.endsWith('.mdx') && !file.path.endsWith('index.mdx'));
    expect(pages).toHaveLength(specifiedRoutes.length);
  });

  it('gives every group an index page and a collapsed sidebar category linked to it', () => {
    const groups = allGroups(model);
    expect(groups.map((group) => group.path.join('/')).sort()).toEqual(
      [
        'device',
        'egress-sink',
        'egress-sink/create-or-update',
        'provisioning-operation',
        'provisioning-token',
        'rbac',
        'stream',
        'stream-group',
        'stream/egress-route',
        'stream/egress-route/create-or-update',
        'workspace',
        'workspace/storage',
      ].sort(),
    );
    expect(fileByPath.has('index.mdx')).toBe(true);
    expect(fileByPath.has('spotf/index.mdx')).toBe(true);
    for (const group of groups) {
      const folder = ['spotf', ...group.path].join('/');
      expect(fileByPath.has(`${folder}/index.mdx`), folder).toBe(true);
      const category = JSON.parse(fileByPath.get(`${folder}/_category_.json`) ?? 'null');
      expect(category).toMatchObject({
        label: group.name,
        collapsed: true,
        link: {type: 'doc', id: `cli/reference/${folder}/index`},
      });
      expect(typeof category.position).toBe('number');
    }
  });

  it('points each group page to the global options, with the verbs agreeing with its command count', () => {
    expect(fileByPath.get('spotf/device/index.mdx')).toMatch(
      /The command of this group accepts the \[global options\].*, and ends with one of the documented/,
    );
    expect(fileByPath.get('spotf/rbac/index.mdx')).toMatch(
      /The 3 commands of this group accept the \[global options\].*, and end with one of the documented/,
    );
  });

  it("links each group page to the guides of its commands, its subgroups' included, once each", () => {
    for (const group of allGroups(model)) {
      const page = fileByPath.get(`${['spotf', ...group.path].join('/')}/index.mdx`)!;
      const linked = [...(page.split('## Related guides')[1] ?? '').matchAll(/^- \[.+\]\((.+)\)$/gm)].map(
        (match) => match[1],
      );
      const expected = new Set(
        commands
          .filter((command) => command.path.join('/').startsWith(`${group.path.join('/')}/`))
          .flatMap((command) => command.guides),
      );
      expect(linked, group.path.join(' ')).toEqual([...new Set(linked)]);
      expect(new Set(linked), group.path.join(' ')).toEqual(expected);
    }
    expect(fileByPath.get('spotf/stream/index.mdx')).toContain(
      '- [Message validation](/send-data/message-validation)',
    );
  });

  it('lists every command with a link in the command index, next to the global options and exit codes', () => {
    const index = fileByPath.get('index.mdx')!;
    for (const route of specifiedRoutes) expect(index).toContain(`](${route})`);
    expect(index).toMatch(/^## Global options \{#global-options\}$/m);
    expect(index).toMatch(/^## Exit codes \{#exit-codes\}$/m);
    for (const exitCode of model.exitCodes) expect(index).toContain(`| \`${exitCode.code}\` |`);
  });

  it('renders the required sections on every command page', () => {
    for (const command of commands) {
      const page = fileByPath.get(`${['spotf', ...command.path].join('/')}.mdx`)!;
      expect(page).toContain(`title: "${command.fullName}"`);
      expect(page).toContain(`sidebar_label: "${command.name}"`);
      expect(page).toContain(`description: ${JSON.stringify(command.summary)}`);
      for (const heading of [
        'Usage',
        'Options',
        'Global options',
        'Examples',
        'Exit codes',
        'API operation',
      ]) {
        expect(page, `${command.fullName}: ${heading}`).toMatch(new RegExp(`^## ${heading}$`, 'm'));
      }
      expect(page).toContain('](/cli/reference#global-options)');
      if (command.operation) expect(page).toContain(`](/api/reference/${command.operation})`);
      if (command.guides.length > 0) expect(page).toMatch(/^## Related guides$/m);
    }
  });

  it('keeps the flags the platform documentation already uses', () => {
    const optionsOf = (name: string) =>
      allCommands(model)
        .find((command) => command.fullName === name)!
        .options.map((option) => option.name);
    expect(optionsOf('spotf provisioning-token create')).toContain('display-name');
    expect(optionsOf('spotf provisioning-token regenerate')).toEqual(['provisioning-token-id']);
    expect(optionsOf('spotf stream-group create-or-update')).toEqual(
      expect.arrayContaining(['name', 'use-workspace-storage', 'default-stream']),
    );
    expect(optionsOf('spotf stream create-or-update')).toEqual(
      expect.arrayContaining([
        'stream-group-name',
        'stream-name',
        'concatenation-mode',
        'enable-site-id',
        'with-batch-id-autofill-pattern',
        'with-msg-id-autofill-pattern',
      ]),
    );
    expect(model.globalOptions.map((option) => [option.name, option.alias ?? null])).toEqual([
      ['workspace', 'w'],
      ['output', 'o'],
      ['instance-uri', null],
      ['verbose', 'v'],
      ['help', 'h'],
    ]);
  });
});

// ------------------------------------------------------------------------------------------------ validation

type RawModel = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests break the raw YAML at arbitrary depths
const rawModel = yaml.load(fs.readFileSync(modelFile, 'utf8')) as RawModel;

/** A deep copy without the YAML anchors' shared objects, so a change affects one entry only. */
function copyOfModel(): RawModel {
  return JSON.parse(JSON.stringify(rawModel));
}

function groupOf(raw: RawModel, ...names: string[]): RawModel {
  let node: RawModel = raw;
  for (const name of names) node = node.groups.find((group: RawModel) => group.name === name);
  return node;
}

function commandOf(raw: RawModel, ...names: string[]): RawModel {
  const group = names.length > 1 ? groupOf(raw, ...names.slice(0, -1)) : raw;
  return group.commands.find((command: RawModel) => command.name === names[names.length - 1]);
}

describe('model text with shared facts', () => {
  it('turns {fact:…} tokens outside code into the Fact element and escapes other braces', () => {
    expect(mdx('Names have {fact:resourceNameLength}, not {name}; `{fact:apiHost}` stays.')).toBe(
      'Names have <Fact name="resourceNameLength" />, not \\{name\\}; `{fact:apiHost}` stays.',
    );
  });
});

describe('validation errors name the faulty entry', () => {
  it('accepts the real model', () => {
    expect(() => parseModel(copyOfModel())).not.toThrow();
  });

  const cases: Array<[string, (raw: RawModel) => void, string]> = [
    [
      'an unknown option type',
      (raw) =>
        commandOf(raw, 'stream', 'create-or-update').options.push({
          name: 'foo',
          type: 'strng',
          description: 'x',
        }),
      'spotf stream create-or-update: option --foo type "strng" is not one of string, boolean, integer, enum, duration, path, json',
    ],
    [
      'a duplicate command',
      (raw) => groupOf(raw, 'device').commands.push(commandOf(raw, 'device', 'delete')),
      'spotf device: duplicate command "delete"',
    ],
    [
      'a command named like a sibling group',
      (raw) =>
        groupOf(raw, 'stream').commands.push({...commandOf(raw, 'stream', 'delete'), name: 'egress-route'}),
      'spotf stream: duplicate command "egress-route"',
    ],
    [
      'a duplicate option',
      (raw) =>
        commandOf(raw, 'device', 'delete').options.push({...commandOf(raw, 'device', 'delete').options[0]}),
      'spotf device delete: duplicate option --device-id',
    ],
    [
      'an option that repeats a global option',
      (raw) =>
        commandOf(raw, 'device', 'delete').options.push({name: 'output', type: 'string', description: 'x'}),
      'spotf device delete: duplicate option --output: it is already a global option',
    ],
    [
      'a missing command summary',
      (raw) => delete commandOf(raw, 'workspace', 'use').summary,
      'spotf workspace use: missing summary',
    ],
    [
      'a missing command description',
      (raw) => (commandOf(raw, 'login').description = '  '),
      'spotf login: missing description',
    ],
    [
      'a missing group description',
      (raw) => delete groupOf(raw, 'rbac').description,
      'spotf rbac: missing description',
    ],
    [
      'a missing option description',
      (raw) => delete commandOf(raw, 'device', 'delete').options[0].description,
      'spotf device delete: option --device-id missing description',
    ],
    [
      'an alias that collides with a global option',
      (raw) => (commandOf(raw, 'device', 'delete').options[0].alias = 'w'),
      'spotf device delete: alias -w of option --device-id collides with global option --workspace',
    ],
    [
      'two options with the same alias',
      (raw) => {
        const options = commandOf(raw, 'stream', 'delete').options;
        options[0].alias = 'g';
        options[1].alias = 'g';
      },
      'spotf stream delete: alias -g of option --stream-name collides with --stream-group-name',
    ],
    [
      'an alias longer than one letter',
      (raw) => (commandOf(raw, 'device', 'delete').options[0].alias = 'dd'),
      'spotf device delete: option --device-id alias "dd" is not one letter',
    ],
    [
      'an enum without allowed values',
      (raw) => delete commandOf(raw, 'provisioning-operation', 'list').options[0].allowed,
      'spotf provisioning-operation list: option --state missing allowed',
    ],
    [
      'a default that is not an allowed value',
      (raw) => (commandOf(raw, 'stream', 'create-or-update').options[2].default = 'Sometimes'),
      'spotf stream create-or-update: option --concatenation-mode has default "Sometimes": "Sometimes" is not an allowed value',
    ],
    [
      'a misspelled field',
      (raw) => (commandOf(raw, 'logout').desciption = 'typo'),
      'spotf logout: has unknown field "desciption"',
    ],
    [
      'a command without an API operation',
      (raw) => delete commandOf(raw, 'rbac', 'list').operation,
      'spotf rbac list: missing operation',
    ],
    [
      'an example with an unknown option',
      (raw) =>
        commandOf(raw, 'device', 'delete').examples.push({
          title: 'Typo',
          command: 'spotf device delete --devcie-id x',
        }),
      'spotf device delete: example #3 uses unknown option --devcie-id',
    ],
    [
      'an example of another command',
      (raw) =>
        (commandOf(raw, 'device', 'delete').examples[0].command = 'spotf devices delete --device-id x'),
      'spotf device delete: example #1 does not run "spotf device delete"',
    ],
    [
      'a usage line without a required option',
      (raw) => (commandOf(raw, 'device', 'delete').usage = 'spotf device delete'),
      'spotf device delete: usage does not show the required option --device-id',
    ],
    [
      'a kind subcommand without its API kind',
      (raw) => delete commandOf(raw, 'egress-sink', 'create-or-update', 's3').apiKind,
      'spotf egress-sink create-or-update s3: missing apiKind',
    ],
    [
      'a related guide without a title',
      (raw) => commandOf(raw, 'device', 'delete').guides.push('/no-such-guide/'),
      'spotf device delete: guide "/no-such-guide/" has no title in the guides list',
    ],
    [
      'a required option with a default',
      (raw) => (commandOf(raw, 'device', 'delete').options[0].default = 'dev-1'),
      'spotf device delete: option --device-id a required option has no default',
    ],
    [
      'a list of integers',
      (raw) => Object.assign(commandOf(raw, 'device', 'delete').options[0], {type: 'integer', list: true}),
      'spotf device delete: option --device-id type "integer" is not string or enum, as a list must be',
    ],
    [
      'a required global option',
      (raw) => (raw.globalOptions[0].required = true),
      'spotf global options: option --workspace required true is not false: a global option cannot be required',
    ],
    [
      'a delete command that does not ask for confirmation',
      (raw) => delete commandOf(raw, 'device', 'delete').destructive,
      'spotf device delete: a delete command must be destructive: true (it takes --yes)',
    ],
    [
      'an option group naming an unknown option',
      (raw) =>
        (commandOf(raw, 'provisioning-operation', 'get').optionGroups = [
          {rule: 'exactlyOne', options: ['provisioning-operation-id', 'code']},
        ]),
      'spotf provisioning-operation get: option group #1 names unknown option "code"',
    ],
    [
      'an option group with an unknown rule',
      (raw) =>
        (commandOf(raw, 'provisioning-operation', 'get').optionGroups = [
          {rule: 'anyOf', options: ['provisioning-operation-id', 'verification-code']},
        ]),
      'spotf provisioning-operation get: optionGroup #1 rule "anyOf" is not allowed',
    ],
    [
      'a group without commands',
      (raw) => raw.groups.push({name: 'empty', summary: 'Nothing.', description: 'Nothing at all.'}),
      'spotf empty: needs at least one command or subgroup',
    ],
  ];

  it.each(cases)('rejects %s', (_, mutate, message) => {
    const raw = copyOfModel();
    mutate(raw);
    expect(() => parseModel(raw)).toThrow(message);
  });

  it('points editors at the JSON Schema that checks its shape', () => {
    const schemaLine = fs.readFileSync(modelFile, 'utf8').split('\n')[0];
    const schemaFile = schemaLine.match(/^# yaml-language-server: \$schema=(\S+)$/)?.[1];
    expect(schemaFile && fs.existsSync(path.join(path.dirname(modelFile), schemaFile))).toBe(true);
  });

  it('names the model file when the YAML cannot be parsed', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-model-'));
    const file = path.join(folder, 'broken.yaml');
    fs.writeFileSync(file, 'name: spotf\ngroups: [\n');
    try {
      expect(() => loadModel(file)).toThrow(/cannot read the CLI model .*broken\.yaml/);
    } finally {
      fs.rmSync(folder, {recursive: true, force: true});
    }
  });
});

// ------------------------------------------------------------------------------------------------ MDX safety

/** Prose of a page: without front matter, code blocks, code spans, heading ids and the generated notice. */
function proseOf(page: string): string {
  return page
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '')
    .replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, '')
    .replace(/ \{#[\w-]+\}$/gm, '')
    .replace(/^\{\/\*.*\*\/\}$/gm, '');
}

describe('generated MDX is safe', () => {
  it('escapes braces and angle brackets outside code, and pipes in table cells', () => {
    expect(mdx('Use {braces} and <b>tags</b>, but keep `code {x} <y>`.')).toBe(
      'Use \\{braces\\} and &lt;b&gt;tags&lt;/b&gt;, but keep `code {x} <y>`.',
    );
    expect(cell('One | two `a|b`\nthree')).toBe('One \\| two `a\\|b` three');
  });

  it('leaves no unescaped brace or angle bracket in the prose of any page', () => {
    for (const file of files.filter((candidate) => candidate.path.endsWith('.mdx'))) {
      // The one element the generator writes on purpose: a shared fact.
      const prose = proseOf(file.content).replace(/<Fact name="\w+" \/>/g, '');
      expect(prose, file.path).not.toMatch(/(?<!\\)[{}]/);
      expect(prose, file.path).not.toMatch(/</);
    }
  });

  it('escapes text from the model', () => {
    const raw = {
      name: 'spotf',
      summary: 'Root.',
      description: 'Root of {everything}.',
      globalOptions: [],
      exitCodes: [{code: 0, name: 'Success', description: 'It worked | really.'}],
      groups: [
        {
          name: 'demo',
          summary: 'A <demo> group.',
          description: 'Shows {escaping}.',
          commands: [
            {
              name: 'run',
              summary: 'Run {it}.',
              description: 'Reads <input> and writes {output}; `keep <this> {as is}`.',
              usage: 'spotf demo run --mode <mode>',
              operation: 'get-workspace',
              options: [
                {
                  name: 'mode',
                  type: 'enum',
                  allowed: ['a|b', 'c'],
                  required: true,
                  description: 'Pick {one} | other.',
                },
              ],
              examples: [{title: 'Run <it>', command: 'spotf demo run --mode c', output: '{"ok": true}'}],
            },
          ],
        },
      ],
    };
    const page = renderReference(parseModel(raw)).find((file) => file.path === 'spotf/demo/run.mdx')!.content;
    expect(page).toContain('Reads &lt;input&gt; and writes \\{output\\}; `keep <this> {as is}`.');
    expect(page).toContain('Pick \\{one\\} \\| other. Allowed values: `a\\|b`, `c`.');
    expect(page).toContain('### Run &lt;it&gt;');
    expect(page).toContain('```text\n{"ok": true}\n```');
    expect(page).toContain('| `0` | Success | It worked \\| really. |');
    expect(proseOf(page)).not.toMatch(/(?<!\\)[{}<]/);
  });

  it('wraps long shell lines only between options', () => {
    const line = `spotf stream create-or-update --stream-group-name default-stream-group --stream-name default-stream --with-msg-id-autofill-pattern "{dateTime:yyyy-MM-dd} {sequenceId}"`;
    const wrapped = wrapShell(line);
    expect(wrapped.split('\n').every((part) => part.length <= 80)).toBe(true);
    expect(wrapped.replace(/ \\\n {2}/g, ' ')).toBe(line);
    expect(wrapShell('spotf workspace list')).toBe('spotf workspace list');
  });
});
