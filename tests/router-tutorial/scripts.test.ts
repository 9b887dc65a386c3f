/**
 * The Teltonika RUTX tutorial's scripts keep a router sending without anyone copying tokens to it: token.sh
 * provisions the router, renews its registration token before it expires and starts over when the token is lost;
 * send.sh posts valid JSON with the current token.
 */
import {afterAll, describe, expect, it} from 'vitest';
import {FakeRouter, removeFakeRouters, type Answers} from './fake-router';

afterAll(removeFakeRouters);

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z');

const INIT = 'POST /provisioning-operations/init';
const COMPLETE = 'PUT /provisioning-operations/complete';
const REFRESH = 'PUT /devices/registration-tokens/refresh';
const INGRESS = 'POST /ingress/messages';

const opened: Answers = {
  [INIT]: {status: 200, body: {provisioningOperationId: 'op-1', verificationCode: 'M3XD-9QLT'}},
  [COMPLETE]: {status: 202},
};

function provisioned(daysLeft: number): FakeRouter {
  const router = new FakeRouter();
  router.write('registration-token', 'token-old');
  router.write('expires', inDays(daysLeft));
  return router;
}

describe('token.sh', () => {
  it('opens a provisioning operation with the provisioning token and logs the verification code', () => {
    const router = new FakeRouter();
    const {requests, log} = router.run('token.sh', opened);
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      INIT,
      COMPLETE,
    ]);
    expect(requests[0].headers).toContain('Authorization: DeviceToken provisioning-secret');
    expect(JSON.parse(requests[0].body)).toMatchObject({
      deviceId: 'rutx-gw-01',
      attributes: {model: 'RUTX11'},
    });
    expect(log.join('\n')).toContain('M3XD-9QLT');
    expect(router.file('registration-token')).toBeUndefined();
  });

  it('stores the token once the operation is approved, and runs the Data to Server hook', () => {
    const router = new FakeRouter();
    router.run('token.sh', opened);
    router.write('on-new-token', '#!/bin/sh\ntouch "$(dirname "$0")/hook-ran"\n', 0o755);
    const expires = inDays(30);
    const {requests} = router.run('token.sh', {
      [COMPLETE]: {status: 200, body: {registrationToken: 'token-1', expirationTime: expires}},
    });
    expect(JSON.parse(requests[0].body)).toEqual({provisioningOperationId: 'op-1'});
    expect(router.file('registration-token')).toBe('token-1');
    expect(router.file('expires')).toBe(expires);
    expect(router.file('operation')).toBeUndefined();
    expect(router.file('hook-ran')).toBe('');
  });

  it('leaves a token alone while more than the renewal margin is left', () => {
    const router = provisioned(20);
    expect(router.run('token.sh', {}).requests).toEqual([]);
    expect(router.file('registration-token')).toBe('token-old');
  });

  it('refreshes a token that is about to expire and switches to the new one', () => {
    const router = provisioned(5);
    const {requests} = router.run('token.sh', {
      [REFRESH]: {status: 201, body: {registrationToken: 'token-new', expirationTime: inDays(30)}},
    });
    expect(requests).toHaveLength(1);
    expect(requests[0].headers).toContain('Authorization: DeviceToken provisioning-secret');
    expect(JSON.parse(requests[0].body)).toEqual({registrationToken: 'token-old'});
    expect(router.file('registration-token')).toBe('token-new');
  });

  it('keeps the token and logs the failure when a refresh fails for a passing reason', () => {
    const router = provisioned(5);
    const {log} = router.run('token.sh', {[REFRESH]: {status: 503, body: {title: 'Service unavailable'}}});
    expect(router.file('registration-token')).toBe('token-old');
    expect(log.join('\n')).toContain('HTTP 503');
  });

  it('provisions the router again when its token can never be refreshed', () => {
    const router = provisioned(5);
    const {requests, log} = router.run('token.sh', {
      [REFRESH]: {status: 410, body: {type: '/problems/deviceRegistration/registrationTokenRevoked'}},
      ...opened,
    });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/devices/registration-tokens/refresh',
      '/provisioning-operations/init',
      '/provisioning-operations/complete',
    ]);
    expect(router.file('registration-token')).toBeUndefined();
    expect(log.join('\n')).toContain('M3XD-9QLT');
  });
});

describe('send.sh', () => {
  it('posts one JSON document with numbers and the days left on the token', () => {
    // Half a day away from a day boundary, so the second the script runs in cannot change the count.
    const router = provisioned(12.5);
    const {requests, log} = router.run('send.sh', {[INGRESS]: {status: 202, body: {messageId: '1'}}});
    expect(requests).toHaveLength(1);
    expect(requests[0].headers).toContain('Authorization: DeviceToken token-old');
    expect(new URL(requests[0].url).search).toBe(
      '?streamGroupName=default-stream-group&streamName=router-telemetry',
    );
    expect(JSON.parse(requests[0].body)).toMatchObject({
      signal: {rssiDbm: -67, rsrpDbm: -95, sinrDb: 12},
      modemTemperatureCelsius: 41,
      mobileDataBytes: {received: 183420117, sent: 20977411},
      registrationTokenDaysLeft: 12,
    });
    expect(JSON.parse(requests[0].body).timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(log).toEqual([]);
  });

  it('logs an answer other than 202', () => {
    const router = provisioned(12);
    const {log} = router.run('send.sh', {[INGRESS]: {status: 401, body: {title: 'Unauthorized'}}});
    expect(log.join('\n')).toContain('ingress answered HTTP 401');
  });

  it('drops a token that ingress rejects, so that the next token.sh run provisions the router again', () => {
    const router = provisioned(20);
    router.run('send.sh', {[INGRESS]: {status: 401, body: {type: '/problems/common/unauthorized'}}});
    expect(router.file('registration-token')).toBeUndefined();
    const {requests} = router.run('token.sh', opened);
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      INIT,
      COMPLETE,
    ]);
  });

  it('keeps the token when ingress fails for a passing reason', () => {
    const router = provisioned(20);
    router.run('send.sh', {[INGRESS]: {status: 503, body: {title: 'Service unavailable'}}});
    expect(router.file('registration-token')).toBe('token-old');
  });

  it('sends nothing before the router is provisioned', () => {
    expect(new FakeRouter().run('send.sh', {}).requests).toEqual([]);
  });
});
