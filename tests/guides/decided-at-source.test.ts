/**
 * Behaviour that the guides, the API document and the CLI model stated two ways, or not at all (issue 45, items 1 to
 * 14): each decision is held by its source, and no copy keeps the version that was dropped.
 */
import {describe, expect, it} from 'vitest';
import {fencedBlocks} from '../support/fenced-blocks';
import {guideLines, linesMatching} from '../support/guide-sources';
import {model} from '../cli-reference/cli-output';
import {allCommands} from '../../plugins/cli-reference/model';
import {loadDocument, operationsOf, type JsonObject} from '../openapi/openapi-document';
import {siteFacts} from '../../plugins/facts/registry';

const document = loadDocument();
const schemas = document.components.schemas;
const operation = (id: string) => {
  const found = operationsOf(document).find(({operation}) => operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found.operation;
};
const guides = guideLines();
const guideLinesMatching = (pattern: RegExp) => linesMatching(guides, pattern);
const guideText = (file: string) => {
  const guide = guides.find((one) => one.file === file);
  if (!guide) throw new Error(`no guide ${file}`);
  return guide.lines.join('\n');
};
const property = (schema: string, name: string) =>
  (schemas[schema].properties as Record<string, JsonObject>)[name];
const cliExamples = allCommands(model).flatMap((command) =>
  (command.examples ?? []).map((example) => ({fullName: command.fullName, ...example})),
);

describe('invitations', () => {
  it('exist only in the Portal: the document has no invitation operation, and its Workspaces tag says so', () => {
    const ids = operationsOf(document).map(({operation}) => operation.operationId);
    expect(ids.filter((id) => /invit/i.test(id))).toEqual([]);
    const workspaces = document.tags.find(({name}) => name === 'Workspaces')!.description!;
    expect(workspaces).toMatch(/invited in the Portal only/);
    expect(workspaces).not.toMatch(/invite colleagues[^.]*through the IAM operations/);
  });
});

describe('the CLI download', () => {
  it('is checked against its SHA-256 checksum before the first run, wherever a guide installs it', () => {
    expect(guideLinesMatching(/checksum[^.]*if your organization requires/i)).toEqual([]);
    const signUp = guideText('docs/manage-access/tutorial-sign-up.mdx');
    const install = signUp.slice(signUp.indexOf('{#5-install-cli}'), signUp.indexOf('chmod +x spotf'));
    expect(install).toMatch(/Before you run it for the first time, compare its SHA-256\s+checksum/);
  });
});

describe('a failed alert', () => {
  const reasons = property('Alert', 'resolutionReason').enum as Array<string | null>;

  it('resolves with EvaluationRecovered once its rule can be evaluated again, in the document', () => {
    expect(reasons).toContain('EvaluationRecovered');
    expect(property('Alert', 'resolutionReason').description).toMatch(
      /`EvaluationRecovered`, the rule of a `Failed`/,
    );
    expect(operation('list-failed-alerts').description).toMatch(
      /clears them too, with `EvaluationRecovered`/,
    );
  });

  it('has every resolution reason of the document in the alert table of the monitoring guide', () => {
    const row = guideLinesMatching(/^\| `resolutionReason` \|/);
    expect(row).toHaveLength(1);
    const [file, line] = row[0].split(':');
    const text = guides.find((guide) => guide.file === file)!.lines[Number(line) - 1];
    const named = [...text.matchAll(/`(\w+)`/g)]
      .map((match) => match[1])
      .filter((name) => /^[A-Z]/.test(name));
    expect(named.sort()).toEqual(reasons.filter((reason): reason is string => reason !== null).sort());
  });

  it('resolves, in the diagram and in both troubleshooting rows, also when its rule is changed or evaluation recovers', () => {
    const monitoring = guideText('docs/monitor-devices/index.mdx');
    expect(monitoring).toMatch(
      /Failed --> Resolved: evaluation works again,<br>or rule changed, disabled<br>or deleted/,
    );
    const tutorial = guideText('docs/monitor-devices/tutorial-inspect-alerts.mdx');
    expect(tutorial).toMatch(
      /`Failed` resolves when an evaluation succeeds again \(`EvaluationRecovered`\), or when its rule changes/,
    );
    expect(tutorial).toMatch(
      /restore what it refers to, such as a deleted stream, which resolves it with `EvaluationRecovered`/,
    );
    expect(guideLinesMatching(/`Failed` resolves only when/)).toEqual([]);
  });
});

describe('moving an older stream group to workspace storage', () => {
  it('repeats the default stream wherever create-or-update switches the storage, in the guides and the CLI model', () => {
    const commands = [
      ...guides.flatMap(({file, lines}) =>
        lines.flatMap((line, index) =>
          /spotf stream-group create-or-update.*--use-workspace-storage/.test(line)
            ? [{where: `${file}:${index + 1}`, command: line}]
            : [],
        ),
      ),
      ...cliExamples
        .filter(({fullName}) => fullName === 'spotf stream-group create-or-update')
        .map((example) => ({where: `cli/spotf.yaml: ${example.title}`, command: example.command}))
        .filter(({command}) => command.includes('--use-workspace-storage')),
    ];
    expect(commands.length).toBeGreaterThan(2);
    expect(
      commands.filter(({command}) => !command.includes('--default-stream')).map(({where}) => where),
    ).toEqual([]);
  });
});

describe('a retried HTTP ingress message', () => {
  it('is stored once only when it names its own IDs, in the document', () => {
    expect(operation('send-ingress-message').description).toMatch(
      /safe when the request names its own `batchId` and `messageId`[^]*gets new IDs at every attempt, so a retry of it is stored again/,
    );
  });

  it('is stored twice under autofilled IDs, as the Teltonika tutorial says where it turns Retry on', () => {
    const tutorial = guideText('docs/send-data/tutorial-send-telemetry-teltonika-rutx.mdx');
    const step = tutorial.slice(
      tutorial.indexOf('turn **Retry** on'),
      tutorial.indexOf('4. In the server configuration'),
    );
    expect(step).toMatch(/stored twice/);
    expect(step).toMatch(/turn \*\*Retry\*\* off instead/);
  });
});

describe("the workspace's default stream", () => {
  const created = schemas.Stream['x-workspace-default-stream'] as Record<string, string>;

  it('is created with the settings the Stream schema states, as get-stream shows it and its description says', () => {
    expect(created).toEqual({
      concatenationMode: 'WithNewLines',
      batchIdAutofillPattern: '{dateTime:yyyy-MM-dd}',
      messageIdAutofillPattern: '{sequenceId}',
    });
    for (const value of Object.values(created)) expect(schemas.Stream.description).toContain(`\`${value}\``);
    const getStream = operation('get-stream').responses['200'] as JsonObject;
    const plain = (getStream.content as Record<string, {examples: Record<string, {value: JsonObject}>}>)[
      'application/json'
    ].examples.plain.value;
    expect(plain.name).toBe('default-stream');
    for (const [field, value] of Object.entries(created)) expect(plain[field], field).toBe(value);
  });

  it('shows that concatenation mode in every CLI sample that lists it', () => {
    const rows = cliExamples.flatMap(({output}) =>
      (output ?? '')
        .split('\n')
        .filter((line) => /^(default-stream-group\s+)?default-stream\s+yes\b/.test(line)),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(created.concatenationMode);
  });

  it('gets its settings and the autofill placeholders rendered in the guides, never typed', () => {
    expect(siteFacts().raw('defaultStreamConcatenationMode')).toBe(created.concatenationMode);
    const placeholders = (schemas.Stream['x-autofill-placeholders'] as Array<{placeholder: string}>).map(
      ({placeholder}) => placeholder.replace(/`/g, ''),
    );
    expect(placeholders).toEqual(['{dateTime:<format>}', '{deviceId}', '{sequenceId}']);
    for (const schema of ['Stream', 'StreamCreateOrUpdateRequest'])
      for (const placeholder of placeholders)
        expect(property(schema, 'batchIdAutofillPattern').description, schema).toContain(placeholder);
    expect(guideText('docs/send-data/index.mdx')).toContain('<Fact name="autofillPlaceholders" />');
    expect(guideLinesMatching(/^\| `\{sequenceId\}` \| A counter/)).toEqual([]);
  });
});

/** Every `spotf` command of the guides' shell blocks, continuation lines joined, with shell variables the page exports. */
function guideCommands(): Array<{where: string; command: string}> {
  return guides.flatMap(({file, lines}) => {
    const blocks = fencedBlocks(lines).filter((block) => block.language === 'bash');
    const exported = new Map(
      blocks.flatMap((block) =>
        block.lines.flatMap((line) => {
          const match = /^export (\w+)="([^"$]*)"$/.exec(line.trim());
          return match ? [[match[1], match[2]] as const] : [];
        }),
      ),
    );
    return blocks.flatMap((block) =>
      block.lines
        .join('\n')
        .replace(/\\\n\s*/g, ' ')
        .split('\n')
        .filter((line) => line.trim().startsWith('spotf '))
        .map((line) => ({
          where: `${file}:${block.start + 1}`,
          command: line.replace(
            /"\$(\w+)"|\$(\w+)/g,
            (whole, quoted?: string, bare?: string) => exported.get((quoted ?? bare)!) ?? whole,
          ),
        })),
    );
  });
}

describe('Delta routes of different sinks', () => {
  it('never write one directory of one container in the guides, as the platform checks directories per sink only', () => {
    const option = (command: string, name: string) => new RegExp(`--${name} (\\S+)`).exec(command)?.[1];
    const commands = guideCommands();
    const containers = new Map(
      commands
        .filter(({command}) => command.startsWith('spotf egress-sink create-or-update delta'))
        .map(({command}) => [option(command, 'name')!, option(command, 'container-name')!]),
    );
    const writers = new Map<string, Set<string>>();
    for (const {command} of commands.filter(({command}) =>
      command.startsWith('spotf stream egress-route create-or-update delta'),
    )) {
      const sink = option(command, 'egress-sink-name')!;
      const table = `${containers.get(sink)}/${option(command, 'directory-path')}`;
      writers.set(table, new Set([...(writers.get(table) ?? []), sink]));
    }
    expect(writers.size).toBeGreaterThan(1);
    expect([...writers].filter(([, sinks]) => sinks.size > 1)).toEqual([]);
    expect(guideText('docs/consume-data/egress-sinks/delta/index.mdx')).toMatch(/The check is per sink/);
  });
});

describe('the schema of a Delta route', () => {
  it('cannot change once its table exists: replacing and patching the route both answer 409 deltaSchemaConflict', () => {
    for (const id of ['create-or-update-egress-route', 'patch-egress-route'])
      expect(problemTypes(id, '409'), id).toContain('/problems/dataFlows/deltaSchemaConflict');
  });

  it('is offered as a choice in the Databricks tutorial only before the first message, with a troubleshooting row', () => {
    const tutorial = guideText('docs/consume-data/egress-sinks/delta/tutorial-databricks.mdx');
    expect(tutorial).toMatch(/choose `Binary` here, before the first message arrives/);
    expect(tutorial).toMatch(
      /^\| Changing the route's schema answers `409` with `\/problems\/dataFlows\/deltaSchemaConflict` \|/m,
    );
  });
});

/** Problem types an operation's response shows under one status. */
function problemTypes(operationId: string, status: string): string[] {
  const response = operation(operationId).responses[status] as JsonObject | undefined;
  const media = (response?.content as Record<string, {examples?: Record<string, {value: {type: string}}>}>)?.[
    'application/problem+json'
  ];
  return Object.values(media?.examples ?? {}).map(({value}) => value.type);
}

describe('batch and message IDs in samples', () => {
  it('are never fixed strings in the Python samples, as IDs must only move forward', () => {
    const fixed = guides.flatMap(({file, lines}) =>
      fencedBlocks(lines)
        .filter((block) => block.language === 'python')
        .flatMap((block) =>
          block.lines.flatMap((line, index) =>
            /\b(batch_id|message_id)="|enqueue_(batch|message)_completion\("/.test(line)
              ? [`${file}:${block.start + index + 2}`]
              : [],
          ),
        ),
    );
    expect(fixed).toEqual([]);
  });
});

describe('the send-data tutorial', () => {
  const tutorial = guideText('docs/send-data/tutorial-send-data.mdx');

  it('sends no reader to the stream room-climate after its clean-up deleted it, unless before the clean-up', () => {
    const after = tutorial.slice(tutorial.indexOf('## Clean up')).split('\n');
    const mentions = after.filter(
      (line) => line.includes('`room-climate`') && !/before the clean-up/.test(line),
    );
    expect(mentions).toEqual([]);
  });

  it("blames the device's own message IDs, not another device, for a ValueError under a prefix that holds its ID", () => {
    expect(tutorial).toMatch(/PREFIX = "default-stream-group\/room-climate\/\{fact:tutorialDeviceId\}\/"/);
    expect(tutorial).not.toMatch(/ValueError[^\n]*Another device/);
  });
});
