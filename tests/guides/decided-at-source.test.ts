/**
 * Behaviour that the guides, the API document and the CLI model stated two ways, or not at all (issue 45, items 1 to
 * 14): each decision is held by its source, and no copy keeps the version that was dropped.
 */
import {describe, expect, it} from 'vitest';
import {fencedBlocks} from '../support/fenced-blocks';
import {guideLines, linesMatching} from '../support/guide-sources';
import {operationNamed, problemTypes as knownProblemTypes} from '../support/document-operations';
import {model} from '../cli-reference/cli-output';
import {allCommands} from '../../plugins/cli-reference/model';
import {loadDocument, operationsOf, resolveRef, type JsonObject} from '../openapi/openapi-document';
import {replaceTokens} from '../../plugins/facts/remark-facts';
import fs from 'node:fs';
import path from 'node:path';
import {siteFacts} from '../../plugins/facts/registry';

const document = loadDocument();
const schemas = document.components.schemas;
const operation = (id: string) => operationNamed(document, id);
const problemTypes = (operationId: string, status: string) =>
  knownProblemTypes(operation(operationId), status);
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
  });
});

describe('the tutorial device in the configuration tutorials', () => {
  const configureDevice = guideText('docs/configure-devices-remotely/configure-device.mdx');
  const multiple = guideText('docs/configure-devices-remotely/configure-multiple-devices.mdx');

  it('continues from Get started in its folder instead of being provisioned as a new device', () => {
    for (const page of [configureDevice, multiple]) expect(page).toMatch(/^- <TutorialDevice \/>$/m);
  });

  it('lists the 409 deviceIdTaken that approving answers for a registered ID under another provisioning token', () => {
    expect(problemTypes('approve-provisioning-operation', '409')).toContain(
      '/problems/devices/deviceIdTaken',
    );
    expect(configureDevice).toMatch(
      /^\| Approving the provisioning operation answers `409` with `\/problems\/devices\/deviceIdTaken` \|/m,
    );
  });

  it('never promises thermo-lab-01 the desired version of a device that is new', () => {
    const before = multiple.slice(0, multiple.indexOf('Desired version 2 applied, interval is 60 s'));
    // The words before the output block and the block itself; its fence line only carries step markup.
    const shown = before.slice(before.lastIndexOf('\n\n', before.lastIndexOf('```text')));
    expect(shown.replace(/^```text.*$/m, '')).not.toMatch(/thermo-lab-01/);
  });
});

describe('a 409 when a tutorial creates a resource', () => {
  const rows: Array<[string, string, string]> = [
    [
      'docs/monitor-devices/tutorial-set-up-alert-rules.mdx',
      '| `409` when creating a rule |',
      'create-alert-rule',
    ],
    [
      'docs/configure-devices-remotely/configure-multiple-devices.mdx',
      '| `409` when creating a configuration |',
      'create-fleet-configuration',
    ],
  ];

  it.each(rows)('%s names every problem type of the operation, the quota too', (file, start, operationId) => {
    const row = guideText(file)
      .split('\n')
      .find((line) => line.startsWith(start));
    expect(row).toBeDefined();
    const types = problemTypes(operationId, '409');
    expect(types.length).toBeGreaterThan(1);
    for (const type of types) expect(row).toContain(type);
  });
});

describe('the description of a fleet configuration', () => {
  it('has its length limit rendered from the document where the guide lists the fields', () => {
    expect(siteFacts().text('fleetConfigurationDescriptionMaxLength')).toBe(
      `${property('CreateFleetConfigurationRequest', 'description').maxLength} characters`,
    );
    expect(guideText('docs/configure-devices-remotely/index.mdx')).toMatch(
      /^\| `description` \| .*<Fact name="fleetConfigurationDescriptionMaxLength" \/>/m,
    );
  });
});

describe('the Device SDK pages', () => {
  it("give the lifetime of a token obtained through provisioning, never a directly issued token's", () => {
    const sdkPages = guides.filter(({file}) => file.startsWith('docs/device-sdk/'));
    expect(linesMatching(sdkPages, /<Fact name="registrationTokenDefaultLifetime"/)).toEqual([]);
    expect(
      linesMatching(sdkPages, /<Fact name="provisioningTokenRegistrationLifetimeDefault"/).length,
    ).toBeGreaterThan(2);
  });

  it('give the Rust desired-properties callback the bound of the SDK stub, which the SDK sources set', () => {
    const stub = fs.readFileSync(path.resolve(__dirname, 'sdk-stubs/rust/spotflow/src/lib.rs'), 'utf8');
    const bound = /pub trait DesiredPropertiesUpdatedCallback: ([^{]+?) \{/.exec(stub)![1];
    expect(bound).toBe('Send + Sync + RefUnwindSafe');
    const rust = guideText('docs/device-sdk/rust.mdx');
    expect(rust).toContain(`requires \`${bound}\``);
    expect(rust).toMatch(/The callback must be `Send`, `Sync` and `RefUnwindSafe`/);
  });
});

describe('the API overview', () => {
  it('counts the security schemes of the document right', () => {
    const schemes = Object.keys((document.components.securitySchemes ?? {}) as JsonObject);
    expect(schemes.length).toBeGreaterThan(2);
  });
});

describe('the changelog', () => {
  it('introduces the MessageInactivity condition and the minimum inactivity period of DeviceInactivity', () => {
    const changelog = guideText('docs/changelog/index.mdx');
    expect(changelog).toMatch(/the new `MessageInactivity` condition/);
    expect(changelog).toMatch(
      /`inactivityPeriod` of `DeviceInactivity` must be at least <Fact name="deviceInactivityPeriodMin" \/>/,
    );
  });
});

describe('CLI options that name a new resource', () => {
  /** The schema behind an option's `path:` or `body:` field, when the operation creates or changes a resource. */
  const fieldSchema = (operationId: string, apiField: string): JsonObject | undefined => {
    const located = operationsOf(document).find(({operation}) => operation.operationId === operationId)!;
    const [where, name] = apiField.split(':');
    if (where === 'path') {
      // Only the resource's own name, the last segment of a replacing PUT; earlier ones name existing parents.
      if (located.method !== 'put' || !located.path.endsWith(`{${name}}`)) return undefined;
      const parameter = (located.operation.parameters ?? [])
        .map((one) => resolveRef(document, one).value as JsonObject)
        .find((one) => one.name === name);
      return parameter?.schema as JsonObject | undefined;
    }
    if (where !== 'body' || !['post', 'put', 'patch'].includes(located.method)) return undefined;
    const body = resolveRef(document, located.operation.requestBody).value as JsonObject | undefined;
    const media = Object.values((body?.content ?? {}) as Record<string, {schema: unknown}>)[0];
    const schema = resolveRef(document, media?.schema).value as JsonObject | undefined;
    return (schema?.properties as Record<string, JsonObject> | undefined)?.[name];
  };

  it("state the API's length limits, rendered from the document", () => {
    const facts = siteFacts();
    const checked: string[] = [];
    const missing = allCommands(model).flatMap((command) =>
      command.operation
        ? command.options.flatMap((option) => {
            const schema = option.apiField ? fieldSchema(command.operation!, option.apiField) : undefined;
            if (typeof schema?.maxLength !== 'number') return [];
            checked.push(`${command.fullName} --${option.name}`);
            const text = replaceTokens(option.description ?? '', facts);
            return text.includes(String(schema.maxLength)) ? [] : [`${command.fullName} --${option.name}`];
          })
        : [],
    );
    expect(checked).toEqual(
      expect.arrayContaining([
        'spotf workspace create --name',
        'spotf provisioning-token create --display-name',
        'spotf egress-sink create-or-update s3 --name',
        'spotf stream egress-route create-or-update delta --name',
      ]),
    );
    expect(missing).toEqual([]);
  });
});

describe('spotf login', () => {
  it('says in its model that it reads the workspace given with --workspace', () => {
    const login = allCommands(model).find(({fullName}) => fullName === 'spotf login')!;
    expect(login.alsoCalls).toContain('get-workspace');
    expect(login.exitCodeNotes?.[4] ?? '').toMatch(/does not exist or you are not a member/);
  });
});

describe('a 403 of a missing role', () => {
  const forbiddenExamples = () => {
    const found: Array<{where: string; value: JsonObject}> = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const value = (node as JsonObject).value as JsonObject | undefined;
      if (value?.type === '/problems/common/forbidden') found.push({where, value});
      for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
    };
    visit(document, '');
    return found;
  };

  it('names the permission and the asset in members of their own, which the detail only repeats for people', () => {
    const members = (schemas.ForbiddenProblemDetails.allOf as JsonObject[])[1].properties as JsonObject;
    expect(Object.keys(members)).toEqual(['missingPermission', 'assetId']);
    const examples = forbiddenExamples();
    expect(examples.length).toBeGreaterThan(20);
    const naming = examples.filter(({value}) => /lacks the permission/.test(String(value.detail)));
    expect(naming.length).toBeGreaterThan(20);
    for (const {where, value} of naming)
      expect(String(value.detail), where).toContain(
        `lacks the permission '${value.missingPermission}' on '${value.assetId}'`,
      );
  });

  it('is read from those members, not from detail, where the guides tell a reader what to fix', () => {
    expect(guideText('docs/manage-access/roles.mdx')).toMatch(
      /the problem's `missingPermission` names on the asset in `assetId`/,
    );
    expect(guideText('docs/manage-access/tutorial-create-workspace.mdx')).toContain(
      '"missingPermission": "workspaces.stream-groups:create"',
    );
  });
});

describe('leftovers of issue 45', () => {
  it('link the polling script from the section every sink page points to for failures', () => {
    const sinks = guideText('docs/consume-data/egress-sinks/index.mdx');
    const section = sinks.slice(sinks.indexOf('{#failures}'), sinks.indexOf('## Route filters'));
    expect(section).toContain('](/monitor-devices/#rejected-and-failed)');
    expect(guideText('docs/monitor-devices/index.mdx')).toMatch(
      /\{#rejected-and-failed\}[^]*#!\/usr\/bin\/env bash/,
    );
  });

  it('create no stream that the stream group creation already made, in the Platform Stream guide', () => {
    const commands = guideCommands().filter(({where}) =>
      where.startsWith('docs/consume-data/egress-sinks/platform-stream.mdx'),
    );
    const groups = commands.flatMap(
      ({command}) =>
        /^spotf stream-group create-or-update --name (\S+) --default-stream (\S+)/
          .exec(command)
          ?.slice(1, 3)
          .join('/') ?? [],
    );
    expect(groups.length).toBe(3);
    const streams = commands.flatMap(
      ({command}) =>
        /^spotf stream create-or-update --stream-group-name (\S+) --stream-name (\S+)/
          .exec(command)
          ?.slice(1, 3)
          .join('/') ?? [],
    );
    expect(streams.filter((stream) => groups.includes(stream))).toEqual([]);
  });
});
