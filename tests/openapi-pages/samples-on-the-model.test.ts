/**
 * Every operation's samples, run as a reader pastes them: the curl sample in bash against the platform model, on a
 * workspace as Get started leaves it, with the variables its page has the reader export, after the samples its page
 * says it needs; it must get the success its page promises. The Python and Node.js samples must send the same
 * request as the curl sample (each runs with a stand-in for its HTTP package that records the request).
 */
import {execFile, spawnSync} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadDocument, resolvedOperations, type ResolvedOperation} from '../../plugins/openapi-pages/document';
import {samplesOf, type Sample} from '../../plugins/openapi-pages/samples';
import {apiReference} from '../../src/references';
import {follow, GET_STARTED} from '../tutorials/follow';
import {fixture, TutorialRun} from '../tutorials/runner/run';
import {parseCurl, STAND_IN_ENVIRONMENT, withStandIns, type CurlRequest} from './curl';

const document = loadDocument(apiReference.source);
const operations = resolvedOperations(document).filter((operation) => !operation.webhook);
const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
const server = document.servers![0].url;
const sampleIn = (operation: ResolvedOperation, language: Sample['language']['id']) =>
  samplesOf(document, operation).find((sample) => sample.language.id === language)!.code;

/**
 * Operations whose samples the platform model cannot answer yet, and why. Each must still fail (the list only
 * shrinks); the Prism contract check covers them meanwhile.
 */
const MODEL_LACKS: Record<string, string> = {
  'delete-current-user': 'the model has no rule for it',
  'resend-email-verification': 'the model has no rule for it',
  'get-subject': 'the model has no rule for it',
  'get-subjects-batch': 'the model has no rule for it',
  'revoke-role': 'the model has no rule for it',
  'regenerate-provisioning-token': 'the model has no rule for it',
  'refresh-registration-token': 'the model has no rule for it',
  'revoke-registration-tokens': 'the model has no rule for it',
  'send-cloud-to-device-message': 'the model has no rule for it',
  'validate-egress-route-filter': 'the model has no rule for it',
  'create-tcp-tunnel-secure-uri': 'the model has no rule for it',
  'get-alert': 'an alert is raised by an alert rule over time, not by an API call the page could name',
  'acknowledge-alert':
    'an alert is raised by an alert rule over time, not by an API call the page could name',
  'unacknowledge-alert':
    'an alert is raised by an alert rule over time, not by an API call the page could name',
  // Found when the tutorials' model began to check each answer before completing it to its schema.
  'create-or-update-stream-group': "the model's stream group answer lacks the required storage",
  'patch-stream-group': "the model's stream group answer lacks the required storage",
  'delete-stream-group':
    'it needs create-or-update-stream-group, whose model answer lacks the required storage',
  'get-egress-route-secrets': "the model's answer lacks the required secureUri",
  'list-egress-sinks': "the model's built-in platform-stream sink lacks the required enabled",
};

/** The example value of each path parameter, which a reader replaces with the ID their own call answered. */
const exampleOfName = new Map(
  Object.values(document.components?.parameters ?? {})
    .map((parameter) => parameter as {name: string; in: string; example?: unknown})
    .filter((parameter) => parameter.in === 'path' && typeof parameter.example === 'string')
    .map((parameter) => [parameter.name, String(parameter.example)]),
);

let run: TutorialRun;
let directory: string;
let restore: () => void;
let modelUrl: string;

beforeAll(async () => {
  run = new TutorialRun('api');
  await run.open();
  const failure = await follow(run, [GET_STARTED]);
  if (failure) throw failure;
  const model = run.platform;
  const saved = {
    resources: structuredClone(model.resources),
    state: structuredClone(model.state),
    clock: model.clock,
  };
  restore = () => {
    model.resources.clear();
    for (const [key, value] of structuredClone(saved.resources)) model.resources.set(key, value);
    model.state.clear();
    for (const [key, value] of structuredClone(saved.state)) model.state.set(key, value);
    model.clock = saved.clock;
    model.faults.length = 0;
  };
  modelUrl = (run as unknown as {model: {url: string}}).model.url;
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'api-samples-model-'));
  fs.writeFileSync(path.join(directory, 'readings.csv'), '2025-06-03T09:17:03Z,21.32\n');
});

afterAll(async () => {
  await run?.close();
  if (directory) fs.rmSync(directory, {recursive: true, force: true});
});

/** The variables the page has the reader export, with the reader's own values after Get started. */
function readerEnvironment(): Record<string, string> {
  const model = run.platform;
  const tokens = [...model.resources.entries()].filter(([key]) => /\/provisioning-tokens\/[^/]+$/.test(key));
  const registration = [...(model.state.get('registrationTokens') as Map<string, {revoked: boolean}>)].find(
    ([, token]) => !token.revoked,
  );
  return {
    SPOTFLOW_TOKEN: fixture.accessToken,
    SPOTFLOW_WORKSPACE_ID: fixture.workspaceId,
    SPOTFLOW_PROVISIONING_TOKEN: String(tokens.at(-1)?.[1].provisioningToken),
    SPOTFLOW_REGISTRATION_TOKEN: registration?.[0] ?? '',
    IDEMPOTENCY_KEY: randomUUID(),
  };
}

type Pasted = {status: number; body: string};

/** Runs a curl sample in bash, as pasted, against the model; answers the HTTP status and the body. */
function paste(sample: string): Promise<Pasted> {
  const command = `${sample.replaceAll(server, modelUrl)} --silent --show-error --write-out '\\n%{http_code}'`;
  const env = {PATH: process.env.PATH ?? '', ...readerEnvironment()};
  return new Promise((resolve, reject) => {
    execFile('bash', ['-c', command], {cwd: directory, env}, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${error.message}\n${stderr}`));
      const at = stdout.lastIndexOf('\n');
      resolve({status: Number(stdout.slice(at + 1)), body: stdout.slice(0, at)});
    });
  });
}

/** The example IDs of a sample replaced by those a reader's earlier calls answered. */
const withOwnIds = (sample: string, answered: Map<string, string>) =>
  [...answered].reduce((text, [example, own]) => text.replaceAll(example, own), sample);

/** Runs the samples an operation's page names as needed first, then its own; answers its own result. */
async function pasteAsThePageSays(operation: ResolvedOperation): Promise<Pasted & {steps: string[]}> {
  // The page has the reader put their own workspace ID where a body names the example workspace.
  const answered = new Map([[exampleOfName.get('workspaceId')!, fixture.workspaceId]]);
  const steps: string[] = [];
  for (const need of operation.operation['x-sample']?.needs ?? []) {
    const result = await paste(withOwnIds(sampleIn(byId.get(need.operationId)!, 'curl'), answered));
    steps.push(`${need.operationId} ${result.status}`);
    const body = (result.body ? JSON.parse(result.body) : {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(body)) {
      const example = exampleOfName.get(name);
      if (example && typeof value === 'string') answered.set(example, value);
    }
  }
  return {...(await paste(withOwnIds(sampleIn(operation, 'curl'), answered))), steps};
}

/** Why a sample failed as the page has it, or null when it got a success its page lists. */
async function failureOf(operation: ResolvedOperation): Promise<string | null> {
  restore();
  const result = await pasteAsThePageSays(operation);
  const faults = run.platform.faults.splice(0);
  const promised = operation.responses.map(([status]) => status).filter((status) => /^2/.test(status));
  if (promised.includes(String(result.status)) && faults.length === 0) return null;
  return `${[...result.steps, `${result.status}`].join(' → ')} ${result.body.slice(0, 240)} ${faults.join('; ')}`;
}

describe('every curl sample, pasted on a workspace after Get started', () => {
  it('gets the success its page promises', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter(({operationId}) => !MODEL_LACKS[operationId])) {
      const failure = await failureOf(operation);
      if (failure) failures.push(`${operation.operationId}: ${failure}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('lists only operations the model still cannot answer', async () => {
    const answered: string[] = [];
    for (const operationId of Object.keys(MODEL_LACKS)) {
      if (!(await failureOf(byId.get(operationId)!))) answered.push(operationId);
    }
    expect(answered).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------ same request

/** The request as the three languages are compared: method, URL, the headers a reader sets, body and file parts. */
type SentRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  files: string[];
};

const parsedBody = (headers: Record<string, string>, data: unknown) =>
  typeof data === 'string' && /json/.test(headers['content-type'] ?? '') ? JSON.parse(data) : data;

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

function sentByCurl(sample: string): SentRequest {
  const request: CurlRequest = parseCurl(withStandIns(sample));
  return {
    method: request.method,
    url: request.url.href,
    headers: request.headers,
    body: parsedBody(request.headers, request.data),
    files: request.form.map((part) => `${part.name}=${part.file ?? part.value}`),
  };
}

/** A stand-in for `requests` that prints the request instead of sending it. */
const REQUESTS_STAND_IN = `
import json
class Response:
    text = ''
def request(method, url, headers=None, data=None, files=None, allow_redirects=True):
    print(json.dumps({'method': method, 'url': url, 'headers': headers or {}, 'data': data or None,
                      'files': [f"{name}={part[0]}" for name, part in (files or [])]}))
    return Response()
`;

/** Runs every Python sample in one interpreter (a start each would take most of the test), in order. */
function sentByPython(samples: string[], folder: string): SentRequest[] {
  samples.forEach((sample, index) => fs.writeFileSync(path.join(folder, `sample_${index}.py`), sample));
  const driver = `for index in range(${samples.length}):\n    exec(open(f"sample_{index}.py").read(), {"__name__": "__main__"})\n`;
  const ran = spawnSync('python3', ['-c', driver], {
    cwd: folder,
    encoding: 'utf8',
    env: {PATH: process.env.PATH ?? '', PYTHONPATH: folder, ...STAND_IN_ENVIRONMENT},
  });
  if (ran.status !== 0) throw new Error(ran.stderr);
  return ran.stdout
    .split('\n')
    .filter((line) => line.startsWith('{"method"'))
    .map((line) => {
      const sent = JSON.parse(line) as {
        method: string;
        url: string;
        headers: Record<string, string>;
        data: unknown;
        files: string[];
      };
      const headers = lowerCased(sent.headers);
      return {
        method: sent.method,
        url: new URL(sent.url).href,
        headers,
        body: parsedBody(headers, sent.data ?? undefined),
        files: sent.files,
      };
    });
}

function sentByNode(sample: string): SentRequest {
  let config: {method: string; url: string; headers: Record<string, string>; data?: unknown} | undefined;
  class FormData {
    readonly parts: string[] = [];
    append(name: string, value: {file?: string}) {
      this.parts.push(`${name}=${value.file ?? String(value)}`);
    }
    getHeaders() {
      return {};
    }
  }
  const modules: Record<string, unknown> = {
    axios: {request: (sent: typeof config) => ((config = sent), {then: () => ({catch: () => undefined})})},
    'form-data': FormData,
    fs: {createReadStream: (file: string) => ({file})},
  };
  vm.runInNewContext(sample, {
    require: (name: string) => modules[name],
    process: {env: STAND_IN_ENVIRONMENT},
    console,
    JSON,
  });
  const headers = lowerCased(config!.headers);
  const form = config!.data instanceof FormData ? config!.data : undefined;
  return {
    method: config!.method.toUpperCase(),
    url: new URL(config!.url).href,
    headers,
    body: form ? undefined : parsedBody(headers, config!.data),
    files: form?.parts ?? [],
  };
}

describe('the Python and Node.js samples', () => {
  it('send the same request as the curl sample', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-samples-same-'));
    try {
      fs.writeFileSync(path.join(folder, 'requests.py'), REQUESTS_STAND_IN);
      fs.writeFileSync(path.join(folder, 'readings.csv'), 'a,b\n');
      const python = sentByPython(
        operations.map((operation) => sampleIn(operation, 'python')),
        folder,
      );
      operations.forEach((operation, index) => {
        const curl = sentByCurl(sampleIn(operation, 'curl'));
        expect(python[index], `${operation.operationId} in Python`).toEqual(curl);
        expect(sentByNode(sampleIn(operation, 'nodejs')), `${operation.operationId} in Node.js`).toEqual(
          curl,
        );
      });
    } finally {
      fs.rmSync(folder, {recursive: true, force: true});
    }
  });
});
