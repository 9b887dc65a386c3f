import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {createInstance, getHttpOperationsFromSpec, type IHttpConfig} from '@stoplight/prism-http';
import {beforeAll, describe, expect, it} from 'vitest';
import {deref, loadDocument, resolvedOperations, type Schema} from '../../plugins/openapi-pages/document';
import {samplesOf, type Sample} from '../../plugins/openapi-pages/samples';
import {apiReference} from '../../src/references';
import {parseCurl, withStandIns, type CurlRequest} from './curl';

// Prism's install-time usage reporter must never call out (it is not run by npm here either).
process.env.SCARF_ANALYTICS = 'false';

const document = loadDocument(apiReference.source);
// The webhook is a request the platform sends, not one the API serves.
const operations = resolvedOperations(document).filter((operation) => !operation.webhook);
const samples = new Map(
  operations.map((operation) => [operation.operationId, samplesOf(document, operation)]),
);
const sampleIn = (id: string, language: Sample['language']['id']) =>
  samples.get(id)!.find((sample) => sample.language.id === language)!.code;
/** The curl sample as the shell runs it, with the reader's variables filled in. */
const curlOf = (id: string) => parseCurl(withStandIns(sampleIn(id, 'curl')));

const BOUNDARY = 'sample-file-part';

/** The member paths of a body schema that accept `null` (inside maps, under a name of the reader's). */
function nullablePaths(root: Schema): string[][] {
  const found: string[][] = [];
  const visit = (raw: Schema, at: string[]) => {
    if (at.length > 6) return;
    const schema = deref(document, raw);
    for (const member of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
      visit(member, at);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (deref(document, property).nullable) found.push([...at, name]);
      visit(property, [...at, name]);
    }
    if (typeof schema.additionalProperties === 'object')
      visit(schema.additionalProperties, [...at, 'your-name']);
  };
  visit(root, []);
  return found;
}

/** The body as Prism takes it: parsed JSON, text, or a multipart body with each file part filled in. */
function bodyOf(request: CurlRequest, headers: Record<string, string>): unknown {
  if (request.form.length > 0) {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    const parts = request.form.map((part) =>
      part.file
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file}"\r\nContent-Type: text/csv\r\n\r\n2025-06-03T09:17:03Z,21.32\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
    );
    return `${parts.join('')}--${BOUNDARY}--\r\n`;
  }
  if (request.data === undefined) return undefined;
  return headers['content-type']?.includes('json') ? JSON.parse(request.data) : request.data;
}

const silent = () => undefined;
const logger = {
  info: silent,
  warn: silent,
  error: silent,
  debug: silent,
  trace: silent,
  success: silent,
  fatal: silent,
  log: silent,
  child: () => logger,
};

describe('the code samples of the API reference', () => {
  let validate: (request: CurlRequest) => Promise<string[]>;

  beforeAll(async () => {
    const specification = await getHttpOperationsFromSpec(path.resolve(apiReference.source));
    const config = {
      mock: {dynamic: false},
      validateRequest: true,
      validateResponse: false,
      checkSecurity: true,
      errors: false,
      isProxy: false,
    } as IHttpConfig;
    const prism = createInstance(config, {logger: logger as never});
    validate = async (request) => {
      const headers = {...request.headers};
      const body = bodyOf(request, headers);
      const query = Object.fromEntries(
        [...new Set(request.url.searchParams.keys())].map((key) => {
          const values = request.url.searchParams.getAll(key);
          return [key, values.length === 1 ? values[0] : values];
        }),
      );
      const result = await prism.request(
        {
          method: request.method.toLowerCase() as never,
          url: {baseUrl: request.url.origin, path: decodeURI(request.url.pathname), query},
          headers,
          body,
        },
        specification,
      )();
      if (result._tag === 'Left') return [result.left.message];
      return result.right.validations.input.map(
        (violation) => `${(violation.path ?? []).join('.')}: ${violation.message}`,
      );
    };
  });

  it('cover every operation of the document', () => {
    expect(samples.size).toBeGreaterThan(100);
  });

  // A mock that validates requests against the document, in this process: each curl sample,
  // parsed back into method, URL, headers and body, must be a valid request of its operation.
  it('send requests that the contract accepts, in curl', async () => {
    const violations: string[] = [];
    for (const {operationId} of operations) {
      const found = await validate(curlOf(operationId));
      violations.push(...found.map((violation) => `${operationId}: ${violation}`));
    }
    expect(violations).toEqual([]);
  });

  it('put each path parameter’s example in the URL and read the credential of the operation from the environment', () => {
    for (const {operationId} of operations) {
      const curl = parseCurl(sampleIn(operationId, 'curl'));
      expect(decodeURI(curl.url.pathname), operationId).not.toMatch(/[{}:]/);
      expect(curl.headers.authorization, operationId).toMatch(
        /^(Bearer \$SPOTFLOW_TOKEN|DeviceToken \$SPOTFLOW_(PROVISIONING|REGISTRATION)_TOKEN)$/,
      );
    }
  });

  it('send to ingress the stream names and let the stream fill in the batch and message IDs', () => {
    for (const id of ['send-ingress-message', 'upload-ingress-file']) {
      expect([...curlOf(id).url.searchParams.keys()], id).toEqual(['streamGroupName', 'streamName']);
    }
    expect(curlOf('upload-ingress-file').form).toEqual([{name: 'file', file: 'readings.csv'}]);
  });

  it('write to their own objects, never to the built-in stream group and stream', () => {
    const writes = operations.filter(({method}) => method !== 'get');
    const builtIn = writes.filter(({operationId}) =>
      /\/stream-groups\/default-stream-group(\/streams\/default-stream)?$/.test(
        curlOf(operationId).url.pathname,
      ),
    );
    expect(builtIn.map(({operationId}) => operationId)).toEqual([]);
  });

  it('send an Idempotency-Key where a repeat of the operation needs one', () => {
    for (const {operationId, operation} of operations) {
      const key = curlOf(operationId).headers['idempotency-key'];
      if (operation['x-retry'] === 'idempotency-key') expect(key, operationId).toBe('idempotency-value');
      else expect(key, operationId).toBeUndefined();
    }
  });

  // A merge patch removes a member with `null` wherever the document makes it nullable: each such body is valid.
  it('send each documented null removal as a valid request', async () => {
    const violations: string[] = [];
    const sent: string[] = [];
    for (const {operationId, requestBody} of operations) {
      const schema = requestBody?.content['application/merge-patch+json']?.schema;
      if (!schema) continue;
      const request = curlOf(operationId);
      for (const member of nullablePaths(schema)) {
        const body = member.reduceRight<unknown>((inner, name) => ({[name]: inner}), null);
        sent.push(`${operationId} ${JSON.stringify(body)}`);
        const found = await validate({...request, data: JSON.stringify(body)});
        violations.push(...found.map((violation) => `${operationId} ${JSON.stringify(body)}: ${violation}`));
      }
    }
    expect(sent).toContain('update-alert-rule {"notifications":{"emails":null}}');
    expect(violations).toEqual([]);
  });

  it('compile in Python', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'api-samples-'));
    try {
      const files = operations.map(({operationId}) => {
        const file = path.join(directory, `${operationId.replaceAll('-', '_')}.py`);
        fs.writeFileSync(file, sampleIn(operationId, 'python'));
        return file;
      });
      const compiled = spawnSync('python3', ['-m', 'py_compile', ...files], {encoding: 'utf8'});
      expect(compiled.stderr).toBe('');
      expect(compiled.status).toBe(0);
    } finally {
      fs.rmSync(directory, {recursive: true, force: true});
    }
  });

  it('parse in Node.js', () => {
    for (const {operationId} of operations) {
      expect(
        () => new vm.Script(sampleIn(operationId, 'nodejs'), {filename: operationId}),
        operationId,
      ).not.toThrow();
    }
  });
});
