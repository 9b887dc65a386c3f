/**
 * The platform model answers as the API document says: requests it does not describe are refused the way the
 * platform refuses them, and every answer it sends fits the response schema of its operation.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {deviceDisconnected, deviceSeen} from './platform-model/activity';
import {passMinutes} from './platform-model/alert-evaluation';
import {checkResponse, operationById} from './platform-model/document';
import {acceptMessage} from './platform-model/ingress';
import {PlatformModel} from './platform-model/model';
import {startPlatformModel, type RunningModel} from './platform-model/server';
import {fixture} from './runner/run';

let running: RunningModel;
beforeAll(async () => {
  running = await startPlatformModel(fixture);
});
afterAll(() => running.close());

const workspace = `/workspaces/${fixture.workspaceId}`;
const send = (method: string, path: string, body?: unknown, credential = `Bearer ${fixture.accessToken}`) =>
  fetch(`${running.url}${path}`, {
    method,
    headers: {Authorization: credential, ...(body ? {'Content-Type': 'application/json'} : {})},
    body: body ? JSON.stringify(body) : undefined,
  });

describe('requests', () => {
  it('refuses a body the schema rejects, a missing credential and a path the document lacks', async () => {
    expect((await send('POST', `${workspace}/provisioning-tokens/create`, {displayName: ''})).status).toBe(
      400,
    );
    expect((await send('GET', `${workspace}/devices`, undefined, '')).status).toBe(401);
    expect((await send('GET', `${workspace}/devices/thermo-lab-01/messages`)).status).toBe(404);
  });
});

describe('answers', () => {
  it('fit their schemas: replace resets what the body leaves out, and the stream keeps its identity', async () => {
    const stream = `${workspace}/stream-groups/default-stream-group/streams/climate`;
    await send('PUT', stream, {
      batchIdAutofillPattern: '{deviceId}',
      messageIdAutofillPattern: '{sequenceId}',
    });
    const replaced = await (await send('PUT', stream, {concatenationMode: 'WithNewLines'})).json();
    expect(replaced).toMatchObject({
      name: 'climate',
      batchIdAutofillPattern: null,
      concatenationMode: 'WithNewLines',
    });
    const listed = await (
      await send('GET', `${workspace}/stream-groups/default-stream-group/streams`)
    ).json();
    expect(listed.items.map((item: {name: string}) => item.name)).toEqual(['default-stream', 'climate']);
    expect(running.model.faults.filter((fault) => !fault.includes('/messages'))).toEqual([]);
  });

  it('a rule that leaves out a required member is caught before the answer is completed', () => {
    const forgetful = new PlatformModel(
      fixture,
      {'get-stream': () => ({status: 200, body: {name: 'climate'}})},
      () => null,
    );
    const answer = forgetful.handle({
      operation: operationById.get('get-stream')!,
      params: {
        workspaceId: fixture.workspaceId,
        streamGroupName: 'default-stream-group',
        streamName: 'climate',
      },
      pathname: `${workspace}/stream-groups/default-stream-group/streams/climate`,
      query: {},
      body: undefined,
      scheme: 'Bearer',
      credential: fixture.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(forgetful.faults.join('\n')).toMatch(
      /get-stream 200: the model's answer lacks the required member \/streamGroupName/,
    );
  });

  it('a body that does not fit is caught', () => {
    const problems = checkResponse(operationById.get('get-stream')!, 200, {name: 'climate'});
    expect(problems.join('\n')).toMatch(/must have required property 'streamGroupName'/);
  });
});

describe('ingress', () => {
  it('rejects a message without a batch ID, an invalid payload and a message to a completed batch, and counts each', async () => {
    const stream = `${workspace}/stream-groups/default-stream-group/streams/strict`;
    await send('PUT', stream, {
      validation: {mode: 'Discard', schema: {type: 'object', required: ['temperature']}},
    });
    const message = (batchId: string | undefined, messageId: string, payload: object) =>
      acceptMessage(running.model, {
        deviceId: 'ingress-sensor-01',
        stream: 'strict',
        batchId,
        messageId,
        payload: JSON.stringify(payload),
      });
    const before = running.model.rejections.length;
    expect(message(undefined, 'm1', {temperature: 20})).toMatchObject({status: 400});
    expect(message('b1', 'm1', {temperature: 20})).toMatchObject({batchId: 'b1', messageId: 'm1'});
    message('b1', 'm2', {humidity: 40});
    message('b2', 'm1', {temperature: 21});
    message('b1', 'm3', {temperature: 22});
    const reasons = running.model.rejections.slice(before).map((rejection) => rejection.reason);
    expect(reasons).toEqual(['MissingBatchId', 'ValidationFailed', 'BatchCompleted']);
    const stored = await (await send('GET', stream)).json();
    expect(stored.rejectedMessages).toMatchObject({
      count: 3,
      lastRejectedMessage: {
        deviceId: 'ingress-sensor-01',
        batchId: 'b1',
        messageId: 'm3',
        reason: 'BatchCompleted',
      },
    });
  });
});

describe('alert rules', () => {
  const alerts = async (list: string) =>
    (await (await send('GET', `${workspace}/alerts/${list}`)).json()).items as Array<Record<string, unknown>>;
  const reading = (temperatureCelsius: number | string) =>
    acceptMessage(running.model, {
      deviceId: 'alert-sensor-01',
      batchId: 'readings',
      messageId: `${temperatureCelsius}-${running.model.clock}`,
      payload: JSON.stringify({temperatureCelsius}),
    });

  it('raise, fail and resolve as the document times them', async () => {
    await send('POST', `${workspace}/devices/alert-sensor-01/registration-tokens`, {});
    await send('PATCH', `${workspace}/devices/alert-sensor-01/tags`, {tags: {site: 'brno'}});
    const scope = [{tag: 'site', operator: 'Equals', value: 'brno'}];
    const rule = (name: string, condition: object) =>
      send('POST', `${workspace}/alert-rules`, {
        name,
        severity: 'Warning',
        condition,
        deviceTagConditions: scope,
      });
    await rule('offline', {kind: 'DeviceInactivity', inactivityPeriod: '00:00:10:00'});
    await rule('hot', {
      kind: 'MessageValue',
      streamGroupName: 'default-stream-group',
      streamName: 'default-stream',
      fieldPath: '/temperatureCelsius',
      operator: 'GreaterThan',
      threshold: 30,
      forPeriod: '00:00:05:00',
    });
    deviceSeen(running.model, 'alert-sensor-01', true);
    reading(35);
    await passMinutes(running.model, 4);
    expect(await alerts('active')).toEqual([]);
    await passMinutes(running.model, 2);
    expect(await alerts('active')).toMatchObject([{severity: 'Warning', state: 'Active', lastValue: 35}]);

    deviceDisconnected(running.model, 'alert-sensor-01');
    await passMinutes(running.model, 9);
    expect((await alerts('active')).map((alert) => alert.severity)).toEqual(['Warning']);
    await passMinutes(running.model, 2);
    expect((await alerts('active')).map((alert) => alert.severity).sort()).toEqual(['Warning', 'Warning']);

    reading(21.5);
    reading('warm');
    await passMinutes(running.model, 1);
    expect(await alerts('failed')).toMatchObject([
      {state: 'Failed', failureReason: 'Value at /temperatureCelsius is not a number.'},
    ]);
    expect((await alerts('history')).map((alert) => alert.resolutionReason)).toEqual(['ConditionStopped']);

    reading(22);
    await passMinutes(running.model, 1);
    expect(await alerts('failed')).toEqual([]);
    expect((await alerts('history')).map((alert) => alert.resolutionReason).sort()).toEqual([
      'ConditionStopped',
      'EvaluationRecovered',
    ]);
  });
});

describe('workspaces and access', () => {
  const json = async (response: Response) => ({status: response.status, body: await response.json()});

  it('a new workspace, a service account whose reader key may read but not write, and deleting it all', async () => {
    const created = await json(await send('POST', '/workspaces', {name: 'Device SDK Test'}));
    expect(created).toMatchObject({status: 201, body: {name: 'Device SDK Test', state: 'Trial'}});
    const ws = `/workspaces/${created.body.workspaceId}`;
    const listed = await json(await send('GET', '/users/me/workspaces'));
    expect(listed.body.items.map((item: {name: string}) => item.name)).toEqual([
      "Bob's workspace",
      'Device SDK Test',
    ]);

    const account = await json(
      await send('POST', `${ws}/service-accounts`, {displayName: 'sdk-test-automation'}),
    );
    const accountId = account.body.serviceAccountId;
    const key = await json(
      await send('POST', `${ws}/service-accounts/${accountId}/api-keys`, {
        displayName: 'k',
        lifetime: '30:00:00:00',
      }),
    );
    expect(key.body.apiKey).toMatch(/^sfk_/);
    const asKey = `Bearer ${key.body.apiKey}`;
    expect((await send('GET', `${ws}/stream-groups`, undefined, asKey)).status).toBe(404);
    await send('POST', `${ws}/role-assignments/assign`, {
      assetId: ws,
      roleName: '/workspaces/reader',
      subjectId: accountId,
    });

    expect((await send('GET', `${ws}/stream-groups`, undefined, asKey)).status).toBe(200);
    expect(await json(await send('PUT', `${ws}/stream-groups/check`, {}, asKey))).toMatchObject({
      status: 403,
      body: {
        detail: `The subject ${accountId} lacks the permission 'workspaces.stream-groups:create' on '${ws}/stream-groups/check'.`,
      },
    });
    expect((await send('GET', `${workspace}/stream-groups`, undefined, asKey)).status).toBe(404);
    expect((await send('POST', '/workspaces', {name: 'other'}, asKey)).status).toBe(403);

    expect((await send('DELETE', ws)).status).toBe(204);
    expect((await send('GET', `${ws}/stream-groups`, undefined, asKey)).status).toBe(401);
    expect(running.model.faults.filter((fault) => !fault.includes('/messages'))).toEqual([]);
  });
});

describe('fleet configurations', () => {
  const desired = async (deviceId: string) =>
    (await send('GET', `${workspace}/devices/${deviceId}/desired-properties`)).json();
  const counts = async (id: string) =>
    (await send('GET', `${workspace}/fleet-configurations/${id}/target/counts`)).json();
  const create = async (body: object) =>
    (await (await send('POST', `${workspace}/fleet-configurations`, body)).json())
      .fleetConfigurationId as string;

  it('the higher priority wins a path, then the newer configuration; a device that leaves keeps the values', async () => {
    const faults = running.model.faults.length;
    for (const deviceId of ['fleet-a1', 'fleet-b1']) {
      await send('POST', `${workspace}/devices/${deviceId}/registration-tokens`, {});
      await send('PATCH', `${workspace}/devices/${deviceId}/tags`, {tags: {lab: 'fleet-test'}});
    }
    await send('PATCH', `${workspace}/devices/fleet-b1/tags`, {tags: {ring: 'pilot'}});
    const all = await create({
      name: 'all-fleet-test',
      priority: 10,
      target: {
        tagConditions: [{tag: 'lab', operator: 'Equals', value: 'fleet-test'}],
        reportedPropertyConditions: [],
      },
      rules: [{path: '/interval', value: 60}],
    });
    const pilot = await create({
      name: 'pilot-fast',
      priority: 10,
      target: {
        tagConditions: [{tag: 'ring', operator: 'Equals', value: 'pilot'}],
        reportedPropertyConditions: [],
      },
      rules: [{path: '/interval', value: 15}],
    });
    expect(await desired('fleet-a1')).toMatchObject({interval: 60, $version: 2});
    // Equal priority: the later-created pilot wins on fleet-b1, and the first configuration reports the conflict.
    expect(await desired('fleet-b1')).toMatchObject({interval: 15, $version: 3});
    expect(await counts(all)).toEqual({targeted: 2, applied: 0, pending: 1, conflicting: 1});
    await send('PATCH', `${workspace}/fleet-configurations/${all}`, {priority: 20});
    expect(await desired('fleet-b1')).toMatchObject({interval: 60, $version: 4});
    expect(await counts(pilot)).toEqual({targeted: 1, applied: 0, pending: 0, conflicting: 1});
    await send('PUT', `${workspace}/fleet-configurations/${all}/target`, {
      tagConditions: [
        {tag: 'lab', operator: 'Equals', value: 'fleet-test'},
        {tag: 'ring', operator: 'NotEquals', value: 'pilot'},
      ],
      reportedPropertyConditions: [],
    });
    // fleet-a1 has no ring tag and stays targeted; fleet-b1 leaves, and the pilot's value is written again.
    expect(await counts(all)).toMatchObject({targeted: 1});
    expect(await desired('fleet-b1')).toMatchObject({interval: 15, $version: 5});
    await send('DELETE', `${workspace}/fleet-configurations/${pilot}`);
    expect(await desired('fleet-b1')).toMatchObject({interval: 15, $version: 5});
    expect(running.model.faults.slice(faults)).toEqual([]);
  });
});
