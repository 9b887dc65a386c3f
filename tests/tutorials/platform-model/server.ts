/**
 * The platform model on loopback: an HTTP server on 127.0.0.1 (a free port) that checks every request against
 * the API document, answers it from the model, and checks every answer against the response schema. A request
 * the document does not allow is answered as the platform would (400, 401, 404, 405); an answer that does not fit
 * the document is a fault of the model, kept in `faults`.
 *
 * `/_storage/<container>` stands in for the workspace's stream storage (read through a secure URI), and
 * `/_device/...` stands in for the device's MQTT connection (the Device SDK's twin and message channel), which the
 * web API document does not describe; only the Device SDK test double calls it.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {JsonObject} from '../../openapi/openapi-document';
import {checkRequest, checkResponse, pathExists, route} from './document';
import {accessRules, authorize, seedAccount} from './access';
import {PlatformModel, problem, type Answer, type Fixture} from './model';
import {deviceDisconnected, deviceSeen} from './activity';
import {acceptMessage, storedObjects} from './ingress';
import {deviceOfRegistrationToken} from './provisioning';
import {reportProperties, rules} from './rules';

export interface RunningModel {
  model: PlatformModel;
  url: string;
  /** Every request the model received, as `client METHOD /path -> status` (client: curl, spotf or device). */
  log: string[];
  close(): Promise<void>;
}

export async function startPlatformModel(fixture: Fixture): Promise<RunningModel> {
  const model = new PlatformModel(fixture, {...rules, ...accessRules}, authorize);
  seedAccount(model);
  const log: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://model');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let answer: Answer;
      try {
        answer = url.pathname.startsWith('/_storage/')
          ? storageListing(model, url)
          : url.pathname.startsWith('/_device/')
            ? deviceChannel(model, url.pathname, request.headers.authorization ?? '', rawBody)
            : answerRequest(model, request.method ?? 'GET', url, request.headers, rawBody);
      } catch (error) {
        model.faults.push(`${request.method} ${url.pathname}: ${(error as Error).stack}`);
        answer = problem('/problems/common/internalError', 500, String(error));
      }
      const client = request.headers['x-tutorial-client'] ?? 'device';
      log.push(`${client} ${request.method} ${url.pathname}${url.search} -> ${answer.status}`);
      const isProblem = answer.status >= 400;
      response.writeHead(answer.status, {
        ...(answer.body === undefined
          ? {}
          : {'Content-Type': isProblem ? 'application/problem+json' : 'application/json'}),
        ...answer.headers,
      });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  model.storageUrl = `http://127.0.0.1:${port}/_storage`;
  return {
    model,
    url: `http://127.0.0.1:${port}`,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function answerRequest(
  model: PlatformModel,
  method: string,
  url: URL,
  headers: http.IncomingHttpHeaders,
  rawBody: string,
): Answer {
  const found = route(method, url.pathname);
  if (!found) {
    const status = pathExists(url.pathname) ? 405 : 404;
    model.faults.push(
      `${method} ${url.pathname}: ${status === 405 ? 'method' : 'path'} not in the API document`,
    );
    return problem(
      '/problems/common/notFound',
      status,
      `${method} ${url.pathname} is not an operation of the API.`,
    );
  }
  const {operation, params} = found;
  const checked = checkRequest(operation, params, url.searchParams, headers, rawBody);
  if (!checked.request) {
    const type =
      checked.status === 401 ? '/problems/common/unauthorized' : '/problems/common/validationFailed';
    return problem(type, checked.status, checked.problems.join('; '));
  }
  const answer = model.handle({operation, params, pathname: url.pathname, ...checked.request});
  const problems = checkResponse(operation, answer.status, answer.body);
  if (problems.length > 0) model.faults.push(...problems.map((text) => `${method} ${url.pathname}: ${text}`));
  return answer;
}

function deviceChannel(
  model: PlatformModel,
  pathname: string,
  authorization: string,
  rawBody: string,
): Answer {
  const deviceId = deviceOfRegistrationToken(model, authorization.replace(/^DeviceToken /, ''));
  if (!deviceId) return problem('/problems/common/unauthorized', 401, 'The registration token is not valid.');
  const body = (rawBody ? JSON.parse(rawBody) : {}) as JsonObject;
  const twin = model.devicePath(deviceId);
  if (pathname === '/_device/disconnect') {
    deviceDisconnected(model, deviceId);
    return {status: 204};
  }
  // Every call on the device's connection is contact: the SDK is connected while it makes them.
  deviceSeen(model, deviceId, true);
  if (pathname === '/_device/messages') {
    const accepted = acceptMessage(model, {deviceId, ...(body as unknown as {payload: string})});
    return 'status' in accepted ? (accepted as Answer) : {status: 200, body: accepted};
  }
  if (pathname === '/_device/desired-properties')
    return {status: 200, body: model.resources.get(`${twin}/desired-properties`)};
  if (pathname === '/_device/reported-properties') {
    reportProperties(model, deviceId, body);
    return {status: 204};
  }
  return problem('/problems/common/notFound', 404, `No device channel ${pathname}.`);
}

function storageListing(model: PlatformModel, url: URL): Answer {
  const container = url.pathname.split('/')[2];
  return {status: 200, body: storedObjects(model, container)};
}
