/**
 * Behaviour that the guides and the API document once stated two ways (issue 28): each decision is held by its source,
 * and no guide keeps the version that was dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fencedBlocks} from '../support/fenced-blocks';
import {guideLines, linesMatching} from '../support/guide-sources';
import {operationNamed, problemTypes as knownProblemTypes} from '../support/document-operations';
import {model} from '../cli-reference/cli-output';
import {allCommands} from '../../plugins/cli-reference/model';
import {loadDocument, operationsOf, resolveRef, type JsonObject} from '../openapi/openapi-document';
import {durationInWords, siteFacts} from '../../plugins/facts/registry';

const repoRoot = path.resolve(__dirname, '../..');
const document = loadDocument();
const schemas = document.components.schemas;
const operation = (id: string) => operationNamed(document, id);
const guides = guideLines();
const guideLinesMatching = (pattern: RegExp) => linesMatching(guides, pattern);

const property = (schema: string, name: string) =>
  (schemas[schema].properties as Record<string, JsonObject>)[name];

describe('a MessageValue alert rule', () => {
  it('skips messages without the field and fails on a field that is not a number, in the document', () => {
    const description = String(schemas.MessageValueAlertCondition.description);
    expect(description).toMatch(/lack the field are skipped/);
    expect(description).toMatch(/other than a number makes the alert fail/);
  });
});

const problemTypes = (operationId: string, status: string) =>
  knownProblemTypes(operation(operationId), status);

describe('fleet configuration rules', () => {
  it('set each path once: adding a rule or moving one onto a path already set answers 409', () => {
    for (const id of ['create-fleet-configuration-rule', 'update-fleet-configuration-rule']) {
      expect(problemTypes(id, '409'), id).toContain('/problems/fleetConfigurations/rulePathTaken');
    }
    expect(problemTypes('create-fleet-configuration-rule', '409')).toContain(
      '/problems/fleetConfigurations/ruleLimitReached',
    );
  });
});

describe('required-role lines', () => {
  it('name an asset role as an alternative ("or … on the group"), never as an addition ("Also …")', () => {
    const lines = operationsOf(document).flatMap(
      ({operation}) => operation.description?.match(/\*\*Required role:\*\*[^\n]*/g) ?? [],
    );
    expect(lines.length).toBeGreaterThan(70);
    expect(lines.filter((line) => /\bAlso\b/.test(line))).toEqual([]);
  });
});

describe('the desired- and reported-properties histories', () => {
  it('keep versions for the retention the fact renders, and both operations say so', () => {
    const retention = String(siteFacts().raw('propertiesHistoryRetention'));
    for (const id of ['get-desired-properties-history', 'get-reported-properties-history']) {
      expect(operation(id)['x-history-retention'], id).toBe(retention);
      expect(operation(id).description, id).toContain(`Versions are kept for ${durationInWords(retention)}.`);
    }
  });
});

describe('condition operators', () => {
  /** Every `operator` property of the document's schemas, with the schema that holds it. */
  const operatorProperties = Object.entries(schemas).flatMap(([name, schema]) => {
    const found = (schema.properties as Record<string, JsonObject> | undefined)?.operator;
    return found ? [[name, found] as const] : [];
  });

  it('come from two enums, MatchOperator and ComparisonOperator, that spell their shared members alike', () => {
    expect(operatorProperties.map(([name]) => name).sort()).toEqual([
      'AlertConditionPatch',
      'EgressMappingCondition',
      'EgressMappingConditionPatch',
      'MessageValueAlertCondition',
      'ReportedPropertyCondition',
      'ReportedPropertyValueAlertCondition',
      'TagCondition',
    ]);
    // A merge-patch schema points at the operator of the schema it patches, or lists the same members inline
    // beside null, which OpenAPI 3.0 cannot allow through a reference.
    const operatorOf = /^#\/components\/schemas\/(\w+Condition)\/properties\/operator$/;
    const enumWithMembers = (members: unknown[]) =>
      ['MatchOperator', 'ComparisonOperator']
        .filter(
          (name) => JSON.stringify(schemas[name].enum) === JSON.stringify(members.filter((m) => m !== null)),
        )
        .map((name) => `#/components/schemas/${name}`)[0];
    const enumOf = (found: JsonObject): unknown => {
      if (Array.isArray(found.enum)) return enumWithMembers(found.enum);
      const target = (found.$ref ?? (found.allOf as JsonObject[] | undefined)?.[0]?.$ref) as string;
      const patched = operatorOf.exec(target);
      return patched
        ? enumOf((schemas[patched[1]].properties as Record<string, JsonObject>).operator)
        : target;
    };
    for (const [name, found] of operatorProperties) {
      expect(enumOf(found), name).toMatch(/^#\/components\/schemas\/(MatchOperator|ComparisonOperator)$/);
    }
    const match = schemas.MatchOperator.enum as string[];
    const comparison = schemas.ComparisonOperator.enum as string[];
    expect(match.filter((member) => comparison.includes(member))).toEqual(['Equals', 'NotEquals']);
  });

  it('are never spelled Equal, NotEqual or as equals and notEquals keys, in the document, CLI model or guides', () => {
    const texts = {
      'the API document': fs.readFileSync(path.join(repoRoot, 'openapi/spotflow-platform-api.json'), 'utf8'),
      'the CLI model': fs.readFileSync(path.join(repoRoot, 'cli/spotf.yaml'), 'utf8'),
      ...Object.fromEntries(guides.map(({file, lines}) => [file, lines.join('\n')])),
    };
    const misspelled = /["`](Equal|NotEqual)["`]|"(equals|notEquals|exists)"\s*:/;
    expect(
      Object.entries(texts)
        .filter(([, text]) => misspelled.test(text))
        .map(([where]) => where),
    ).toEqual([]);
  });
});

describe('HTTP ingress', () => {
  it('takes the stream group and stream under the names its receipt answers with', () => {
    const parameters = (operation('send-ingress-message').parameters ?? []).map((parameter) =>
      String((resolveRef(document, parameter).value as JsonObject).name),
    );
    const receipt = Object.keys(schemas.IngressMessageReceipt.properties as object);
    expect(parameters).toEqual(expect.arrayContaining(['streamGroupName', 'streamName']));
    expect(parameters.filter((name) => !receipt.includes(name) && !['siteId'].includes(name))).toEqual([]);
  });
});

describe('Delta routes', () => {
  it('each need a directory path of their own: one already used answers 409 on create and change', () => {
    for (const id of ['create-or-update-egress-route', 'patch-egress-route']) {
      expect(problemTypes(id, '409'), id).toContain('/problems/dataFlows/deltaDirectoryTaken');
    }
  });
});

describe('the Event Hub partition key', () => {
  it("offers the placeholders the API document lists, in the guide's table too", () => {
    const placeholders = siteFacts().raw('eventHubPartitionKeyPlaceholders') as string[];
    expect(placeholders).not.toContain('{sequenceId}');
    const guide = guides.find(({file}) => file === 'docs/consume-data/egress-sinks/event-hub/index.mdx')!;
    const tableVariables = guide.lines.flatMap((line) => /^\| `(\{\w+\})` \|/.exec(line)?.[1] ?? []);
    expect(tableVariables).toEqual(placeholders);
  });
});

describe('SQL egress mappings', () => {
  const guide = guides.find(({file}) => file === 'docs/consume-data/egress-sinks/sql.mdx')!;

  it("take the column sources the API document lists, no more and no fewer in the guide's table", () => {
    const sources = property('EgressMappingColumn', 'source')['x-sources'] as string[];
    const tableSources = guide.lines.flatMap(
      (line) => /^\| `((?:\$|@|\/\.\.\.)[^`]*)` \|/.exec(line)?.[1].replace('...', '…') ?? [],
    );
    expect([...tableSources].sort()).toEqual([...sources].sort());
  });

  it('name tables with their schema, and skip a message on a unique-key violation under onConflict Error', () => {
    expect(String(property('EgressMappingTable', 'onConflict').description)).toMatch(
      /`Error` [^.;]*skips the message/,
    );
    expect(guide.lines.find((line) => line.startsWith('| `onConflict`'))).toMatch(
      /`Error`[^.]*skips the message/,
    );
  });
});

describe('stream and stream-group secrets', () => {
  it('are readable with a reader role, in the document', () => {
    expect(operation('get-stream-group-secrets').description).toContain('`/stream-groups/reader`');
    expect(operation('get-stream-secrets').description).toContain('`/streams/reader`');
  });
});

describe('sample output of the default stream', () => {
  it('fills message IDs in from a sequence, not from the time', () => {
    expect(siteFacts().raw('defaultStreamMessageIdPattern')).toBe('{sequenceId}');
  });
});

describe('the data path, stated once', () => {
  it('shows every secure URI answer with its expirationTime, as the StorageSecureUri schema requires', () => {
    expect(schemas.StorageSecureUri.required).toContain('expirationTime');
    const answers = guides.flatMap(({file, lines}) =>
      fencedBlocks(lines)
        .filter((block) => block.language === 'json' && block.lines.some((line) => /"secureUri"/.test(line)))
        .map((block) => ({where: `${file}:${block.start + 1}`, text: block.lines.join('\n')})),
    );
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter(({text}) => !text.includes('"expirationTime"')).map(({where}) => where)).toEqual(
      [],
    );
  });

  it('gives the Grafana field-name rule on the visualize-data overview only', () => {
    expect(guideLinesMatching(/[Ff]ield names (may )?contain|names may contain only/)).toEqual([
      'docs/visualize-data/index.mdx:50',
    ]);
  });
});

describe('spotf login', () => {
  it('prints in the guides the first line the CLI model shows', () => {
    const login = allCommands(model).find(({fullName}) => fullName === 'spotf login')!;
    const modelFirstLine = login.examples![0].output!.split('\n')[0];
    const samples = guideLinesMatching(/^Opening .* in your browser\.\.\.$/);
    expect(samples.length).toBeGreaterThan(0);
    for (const where of samples) {
      const [file, line] = where.split(':');
      expect(guides.find((guide) => guide.file === file)!.lines[Number(line) - 1], where).toBe(
        modelFirstLine,
      );
    }
  });
});

describe('a subject with only a role on one stream', () => {
  it('can open the workspace and find the stream group, as the Roles guide promises', () => {
    expect(operation('get-workspace').description).toMatch(/or any role on one of its assets/);
    expect(operation('list-stream-groups').description).toMatch(
      /the groups of the streams they hold `\/streams\/reader`/,
    );
  });
});

describe('fixing a failed alert rule', () => {
  it('resolves its failed alert at once with RuleChanged, in the document and the tutorial', () => {
    expect(operation('update-alert-rule').description).toMatch(
      /resolves the rule's open alerts \(`resolutionReason` `RuleChanged`\)/,
    );
    const tutorial = guides.find(({file}) => file === 'docs/monitor-devices/tutorial-inspect-alerts.mdx')!;
    expect(tutorial.lines.join('\n')).toMatch(
      /resolves the failed alert at once, with `resolutionReason` `RuleChanged`/,
    );
  });
});

// What the Device SDK really does (spotflow-io/device-sdk at the commit of the fact sdkSourceCommit), where a guide
// describes that behaviour.
describe('the Device SDK at start', () => {
  it('reuses a stored registration token only before the renewal time it stored, half of the remaining lifetime', () => {
    const architecture = guides
      .find(({file}) => file === 'docs/device-sdk/architecture.mdx')!
      .lines.join('\n');
    expect(architecture).toMatch(/\{#stored-token-expiry\}/);
    expect(architecture).toMatch(/stores the current time plus half of the token's remaining lifetime/);
  });
});

describe('the DeviceInactivity condition', () => {
  const minutes = (duration: string) => {
    const [days, hours, mins, seconds] = duration.split(':').map(Number);
    return days * 1440 + hours * 60 + mins + seconds / 60;
  };
  const minimum = () => minutes(String(siteFacts().raw('deviceInactivityPeriodMin')));

  it("needs a period longer than the Device SDK's MQTT keep-alive, so idle connected devices never fire", () => {
    const keepAlive = siteFacts().definition('sdkMqttKeepAlive');
    expect(keepAlive.unit).toBe('minutes');
    expect(minimum()).toBeGreaterThan(Number(keepAlive.value));
    expect(property('DeviceInactivityAlertCondition', 'inactivityPeriod')['x-maximum']).toBe(
      property('MessageInactivityAlertCondition', 'inactivityPeriod')['x-maximum'],
    );
  });

  it('is given at least that period wherever a guide or the document shows one', () => {
    const texts = [
      fs.readFileSync(path.join(repoRoot, 'openapi/spotflow-platform-api.json'), 'utf8'),
      ...guides.map(({lines}) => lines.join('\n')),
    ];
    const periods = texts.flatMap((text) =>
      [...text.matchAll(/"kind": "DeviceInactivity",\s*"inactivityPeriod": "([\d:]+)"/g)].map(
        (match) => match[1],
      ),
    );
    expect(periods.length).toBeGreaterThan(2);
    expect(periods.filter((period) => minutes(period) < minimum())).toEqual([]);
  });
});

describe('the Device SDK while sending', () => {
  const architecture = () =>
    guides.find(({file}) => file === 'docs/device-sdk/architecture.mdx')!.lines.join('\n');

  it('retries a failed upload without pause and stalls the queue behind it, where the upload is described', () => {
    expect(architecture()).toMatch(
      /\{#upload-retries\}\n\nAn upload that fails[^]*?with no pause[^]*?Every message behind it\s+waits/,
    );
    const sendData = guides.find(({file}) => file === 'docs/send-data/index.mdx')!.lines.join('\n');
    expect(sendData).toContain('(/device-sdk/architecture#upload-retries)');
  });

  it('blocks a send until the whole queue is empty, not only until earlier messages are delivered', () => {
    expect(architecture()).toMatch(
      /\{#blocking-send\}\n\nThe blocking `send_message` variant[^]*?waits\s+until the whole queue is empty/,
    );
  });
});

describe('Python samples stopped with Ctrl+C', () => {
  it('catch SpotflowError too wherever they catch KeyboardInterrupt around an SDK call that waits', () => {
    const samples = guides.flatMap(({file, lines}) =>
      fencedBlocks(lines)
        .filter(({language}) => language === 'python')
        .map((block) => ({where: `${file}:${block.start + 1}`, text: block.lines.join('\n')})),
    );
    const waiting = /\.(send_message|wait_enqueued_messages_sent)\(|DeviceClient\.start\(/;
    const careless = samples.filter(
      ({text}) =>
        /except KeyboardInterrupt/.test(text) &&
        waiting.test(text) &&
        !/except[^:\n]*SpotflowError/.test(text),
    );
    expect(samples.filter(({text}) => /except KeyboardInterrupt/.test(text)).length).toBeGreaterThan(1);
    expect(careless.map(({where}) => where)).toEqual([]);
  });
});
