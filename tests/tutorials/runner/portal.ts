/**
 * Steps a page gives without runnable code (a Portal-only tab, an approval described in prose), applied to the
 * model as the page describes them. Keyed by page and line: a tab step by the line of its first block, a described
 * step by the line of the sentence that asks for it (it runs before the first step after that line).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {JsonObject} from '../../openapi/openapi-document';
import type {Fixture, PlatformModel} from '../platform-model/model';
import {passMinutes} from '../platform-model/alerting';
import {acceptMessage} from '../platform-model/rules';

/** What the reader does in their terminal when the page says it in prose ("Stop the sensor ... start it again"). */
export interface ReaderTerminal {
  /** Ctrl+C in the programs left running. */
  stopPrograms(): Promise<void>;
  run(command: string): Promise<void>;
}

export type PortalAction = (
  platform: PlatformModel,
  fixture: Fixture,
  terminal: ReaderTerminal,
) => void | Promise<void>;

/** "Approve the operation(s) in the Portal": every pending operation, as the reader sees them listed. */
function approvePending(platform: PlatformModel): void {
  for (const [key, operation] of platform.resources) {
    if (!/\/provisioning-operations\/[^/]+$/.test(key) || operation.state !== 'Pending') continue;
    const answer = platform.handle({
      operation: platform.operation('approve-provisioning-operation'),
      params: {workspaceId: platform.fixture.workspaceId},
      pathname: `${platform.workspacePath()}/provisioning-operations/approve`,
      query: {},
      body: {provisioningOperationId: operation.provisioningOperationId} as JsonObject,
      scheme: 'Bearer',
      credential: platform.fixture.accessToken,
    });
    if (answer.status !== 200)
      throw new Error(`approving in the Portal failed: ${JSON.stringify(answer.body)}`);
  }
}

function call(
  platform: PlatformModel,
  id: string,
  pathname: string,
  body: unknown,
  params: Record<string, string> = {},
) {
  const answer = platform.handle({
    operation: platform.operation(id),
    params: {workspaceId: platform.fixture.workspaceId, ...params},
    pathname: `${platform.workspacePath()}${pathname}`,
    query: {},
    body,
    scheme: 'Bearer',
    credential: platform.fixture.accessToken,
  });
  if (answer.status >= 400) throw new Error(`${id} failed: ${JSON.stringify(answer.body)}`);
  return answer;
}

/**
 * "The examples attach climate.schema.json to the stream climate": the stream exists, and its sensors send without
 * IDs, so it fills them in like the default stream.
 */
const climateStreamExists: PortalAction = (platform) => {
  call(
    platform,
    'create-or-update-stream',
    '/stream-groups/default-stream-group/streams/climate',
    {
      batchIdAutofillPattern: '{dateTime:yyyy-MM-dd}',
      messageIdAutofillPattern: '{sequenceId}',
    },
    {streamGroupName: 'default-stream-group', streamName: 'climate'},
  );
};

/** "Let devices send": a climate sensor sends the page's sample reading, without IDs. */
const climateSensorSends: PortalAction = (platform) => {
  acceptMessage(platform, {
    deviceId: 'climate-sensor-01',
    streamGroup: 'default-stream-group',
    stream: 'climate',
    payload: '{"temperature": 21.4, "humidity": 47.5}',
  });
};

/** Set up alert rules, step 6: "Stop the sensor with Ctrl+C ... the alert appears between 10 and 11 minutes after the last reading." */
const sensorStopsForElevenMinutes: PortalAction = async (platform, _, terminal) => {
  await terminal.stopPrograms();
  await passMinutes(platform, 11);
};

/** Step 7: "After five minutes of readings above 30 °C, the temperature rule raises a `Warning` alert." */
const hotReadingsForSixMinutes: PortalAction = (platform) => passMinutes(platform, 6);

/**
 * "Now stop the sensor and start it with the normal temperature (`python3 sensor.py`). The first reading ... breaks the
 * streak, and the temperature alert resolves at the next evaluation."
 */
const sensorBackToNormal: PortalAction = async (platform, _, terminal) => {
  await terminal.stopPrograms();
  await terminal.run('python3 sensor.py');
  await passMinutes(platform, 1);
};

/**
 * Inspect alerts, step 1: "Wait two minutes, then stop the sensor with Ctrl+C. About ten minutes later the rule
 * `brno-device-offline` raises a `Critical` alert."
 */
const failedRuleThenSilence: PortalAction = async (platform, _, terminal) => {
  await passMinutes(platform, 2);
  await terminal.stopPrograms();
  await passMinutes(platform, 11);
};

/** Step 6: "Start the sensor again with `python3 sensor.py`. Within a minute of the first reading, the inactivity alert resolves". */
const sensorStartsAgain: PortalAction = async (platform, _, terminal) => {
  await terminal.run('python3 sensor.py');
  await passMinutes(platform, 1);
};

export const portalActions: Record<string, PortalAction> = {};

/** The line of a page that starts with `words`, so that edits above it move nothing here. */
function lineOf(page: string, words: string): number {
  const lines = fs.readFileSync(path.resolve(__dirname, '../../..', page), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.startsWith(words));
  if (index < 0) throw new Error(`${page} has no line starting with ${words}`);
  return index + 1;
}

const SET_UP_ALERTS = 'docs/monitor-devices/tutorial-set-up-alert-rules.mdx';
const INSPECT_ALERTS = 'docs/monitor-devices/tutorial-inspect-alerts.mdx';

/** Steps described in prose, by page and the line that describes them. */
export const describedActions: Record<string, Record<number, PortalAction>> = {
  'docs/visualize-data/tutorial-visualize-data.mdx': {187: approvePending},
  'docs/send-data/message-validation.mdx': {162: climateStreamExists, 237: climateSensorSends},
  [SET_UP_ALERTS]: {
    [lineOf(SET_UP_ALERTS, 'If the folder holds no valid credentials')]: approvePending,
    [lineOf(SET_UP_ALERTS, 'Stop the sensor with Ctrl+C.')]: sensorStopsForElevenMinutes,
    [lineOf(SET_UP_ALERTS, '2. After five minutes')]: hotReadingsForSixMinutes,
    [lineOf(SET_UP_ALERTS, 'Now stop the sensor and start it')]: sensorBackToNormal,
  },
  [INSPECT_ALERTS]: {
    [lineOf(INSPECT_ALERTS, 'The next reading produces')]: failedRuleThenSilence,
    [lineOf(INSPECT_ALERTS, 'Start the sensor again')]: sensorStartsAgain,
  },
};
