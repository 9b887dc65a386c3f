/**
 * The platform model answers as the API document says: requests it does not describe are refused the way the
 * platform refuses them, and every answer it sends fits the response schema of its operation.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkResponse, operationById} from './platform-model/document';
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

  it('a body that does not fit is caught', () => {
    const problems = checkResponse(operationById.get('get-stream')!, 200, {name: 'climate'});
    expect(problems.join('\n')).toMatch(/must have required property 'streamGroupName'/);
  });
});
