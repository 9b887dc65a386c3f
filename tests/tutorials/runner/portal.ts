/**
 * Steps a page gives without runnable code (a Portal-only tab, an approval described in prose), applied to the
 * model as the page describes them. Keyed by page and line: a tab step by the line of its first block, a described
 * step by the line of the sentence that asks for it (it runs before the first step after that line).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {JsonObject} from '../../openapi/openapi-document';
import {invite} from '../platform-model/access';
import type {Fixture, PlatformModel} from '../platform-model/model';
import {passMinutes} from '../platform-model/alert-evaluation';
import {acceptMessage} from '../platform-model/ingress';
import {siteFacts} from '../../../plugins/facts/registry';

const facts = siteFacts();

/**
 * What the reader does in their terminal when the page says it in prose ("Stop the sensor ... start it again"), and
 * what they take there from the Portal: a value they copy into a shell variable, a file they download.
 */
export interface ReaderTerminal {
  /** Ctrl+C in the programs left running. */
  stopPrograms(): Promise<void>;
  run(command: string): Promise<void>;
  copy(variable: string, value: string): void;
  download(file: string): void;
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
  workspaceId = platform.fixture.workspaceId,
  base = platform.workspacePath(workspaceId),
) {
  const answer = platform.handle({
    operation: platform.operation(id),
    params: workspaceId ? {workspaceId, ...params} : params,
    pathname: `${base}${pathname}`,
    query: {},
    body,
    scheme: 'Bearer',
    credential: platform.fixture.accessToken,
  });
  if (answer.status >= 400) throw new Error(`${id} failed: ${JSON.stringify(answer.body)}`);
  return answer;
}

/** An operation on the reader's own account (`/users/me/…`), which names no workspace. */
function callAccount(platform: PlatformModel, id: string): JsonObject {
  const operation = platform.operation(id);
  return call(platform, id, '', undefined, {}, '', operation.path).body as JsonObject;
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

/**
 * Sign-up (steps 2 to 4): the platform identifies the reader by their e-mail address, so signing up again lands in
 * the account they have (step 1); the model holds it as step 4 describes it, which this checks.
 */
const signUp: PortalAction = (platform, fixture) => {
  const user = callAccount(platform, 'get-current-user');
  const first = call(platform, 'get-workspace', '', undefined).body as JsonObject;
  const group = call(platform, 'get-stream-group', '/stream-groups/default-stream-group', undefined, {
    streamGroupName: 'default-stream-group',
  }).body as JsonObject;
  const named = `${String(user.displayName).split(' ')[0]}'s workspace`;
  if (
    user.email !== fixture.email ||
    user.emailVerified !== true ||
    user.defaultWorkspaceId !== first.workspaceId ||
    first.name !== named ||
    first.state !== 'Trial' ||
    group.defaultStream !== 'default-stream'
  )
    throw new Error(
      `after sign-up the page promises a verified account whose default workspace is "${named}" in Trial with default-stream-group/default-stream; the model holds ${JSON.stringify({user, first, group})}`,
    );
};

/** "Download the build for your system from the Portal's Downloads page". */
const downloadCli: PortalAction = (_platform, _fixture, terminal) => terminal.download('spotf');

/** The workspace the create-workspace tutorial made, as the Portal's workspace selector finds it by its name. */
function deviceSdkTest(platform: PlatformModel): string {
  const listed = callAccount(platform, 'list-my-workspaces').items as JsonObject[];
  const found = listed.filter((workspace) => workspace.name === 'Device SDK Test').at(-1);
  if (!found) throw new Error('the reader has no workspace "Device SDK Test" to work in');
  return String(found.workspaceId);
}

/** "Invite a colleague": alice@example.com, with the role changed to `/workspaces/contributor`. */
const inviteAlice: PortalAction = (platform) =>
  invite(platform, deviceSdkTest(platform), 'alice@example.com', '/workspaces/contributor');

/** "Use the Portal ... for this step": create `sdk-test-automation` and copy its ID. */
const createServiceAccount: PortalAction = (platform, _fixture, terminal) => {
  const workspaceId = deviceSdkTest(platform);
  const account = call(
    platform,
    'create-service-account',
    '/service-accounts',
    {displayName: 'sdk-test-automation', description: 'Reads configuration for the SDK test pipeline'},
    {},
    workspaceId,
  ).body as JsonObject;
  terminal.copy('SERVICE_ACCOUNT_ID', String(account.serviceAccountId));
};

/** "Add API key": `tutorial-key`, an expiration of 30 days; the reader copies the key. */
const addApiKey: PortalAction = (platform, _fixture, terminal) => {
  const workspaceId = deviceSdkTest(platform);
  const accounts = call(platform, 'list-service-accounts', '/service-accounts', undefined, {}, workspaceId)
    .body as {items: JsonObject[]};
  const account = accounts.items.find((candidate) => candidate.displayName === 'sdk-test-automation');
  if (!account) throw new Error('the service account sdk-test-automation does not exist');
  const key = call(
    platform,
    'add-api-key',
    `/service-accounts/${account.serviceAccountId}/api-keys`,
    {displayName: 'tutorial-key', lifetime: '30:00:00:00'},
    {serviceAccountId: String(account.serviceAccountId)},
    workspaceId,
  ).body as JsonObject;
  terminal.copy('API_KEY', String(key.apiKey));
};

/** "Set the value back to `30` in the same way": the patch of step 3 again. */
const intervalBackTo30: PortalAction = (platform) => {
  call(
    platform,
    'patch-desired-properties',
    `/devices/${facts.text('tutorialDeviceId')}/desired-properties`,
    {telemetryIntervalSeconds: 30},
    {deviceId: facts.text('tutorialDeviceId')},
  );
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
const SIGN_UP = 'docs/manage-access/tutorial-sign-up.mdx';
const CREATE_WORKSPACE = 'docs/manage-access/tutorial-create-workspace.mdx';
const VISUALIZE = 'docs/visualize-data/tutorial-visualize-data.mdx';
const CONFIGURE_DEVICE = 'docs/configure-devices-remotely/configure-device.mdx';
const CONFIGURE_MULTIPLE = 'docs/configure-devices-remotely/configure-multiple-devices.mdx';

/** Steps described in prose, by page and the line that describes them. */
export const describedActions: Record<string, Record<number, PortalAction>> = {
  // After both machines have started: the sentence that asks to approve both operations.
  [VISUALIZE]: {[lineOf(VISUALIZE, 'Each device asks to be provisioned')]: approvePending},
  [CONFIGURE_DEVICE]: {[lineOf(CONFIGURE_DEVICE, 'Set the value back to `30`')]: intervalBackTo30},
  [CONFIGURE_MULTIPLE]: {
    [lineOf(CONFIGURE_MULTIPLE, 'Approve the provisioning operations of')]: approvePending,
  },
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
  [SIGN_UP]: {
    [lineOf(SIGN_UP, '**With an identity provider:**')]: signUp,
    [lineOf(SIGN_UP, 'The `spotf` CLI lets you manage')]: downloadCli,
  },
  [CREATE_WORKSPACE]: {
    [lineOf(CREATE_WORKSPACE, 'Invitations are sent from the Portal')]: inviteAlice,
    [lineOf(CREATE_WORKSPACE, 'The CLI has no commands for service accounts.')]: createServiceAccount,
    [lineOf(CREATE_WORKSPACE, 'The CLI has no command for creating API keys.')]: addApiKey,
  },
};
