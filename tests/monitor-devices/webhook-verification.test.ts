/**
 * The webhook verification samples on /monitor-devices/ accept exactly the deliveries the API document's contract
 * says are genuine: signed as `X-Spotflow-Signature` describes, recent, and during a rotation signed with either secret.
 */
import {execFileSync} from 'node:child_process';
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {siteFacts} from '../../plugins/facts/registry';
import {loadDocument, webhooksOf} from '../openapi/openapi-document';

const guide = path.resolve(__dirname, '../../docs/monitor-devices/index.mdx');

/** The one fenced block of a language on the page. */
function sampleIn(source: string, language: string): string {
  const blocks = [...source.matchAll(new RegExp('^```' + language + '\\n([\\s\\S]*?)^```$', 'gm'))];
  expect(blocks, `${language} blocks on the page`).toHaveLength(1);
  return blocks[0][1];
}

interface Delivery {
  name: string;
  secret: string;
  timestamp: string;
  signature: string;
  body: string;
  now: number;
  genuine: boolean;
}

const document = loadDocument();
const signatureHeader = webhooksOf(document)[0].operation.parameters!.find(
  (parameter) => parameter.name === 'X-Spotflow-Signature',
) as {schema: {pattern: string}};
const toleranceSeconds = Number(siteFacts().raw('webhookTimestampTolerance')) * 60;

/** Signs as the API document's "Verify the signature" steps describe, independently of the samples. */
function sign(secret: string, timestamp: string, body: string): string {
  return 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

function deliveries(): Delivery[] {
  const body = JSON.stringify({
    eventId: '6f2d8c41-0b7e-4a95-9c3d-e18a5b7f2c06',
    event: 'AlertRaised',
    note: 'čau',
  });
  const sentAt = 1749025260;
  const timestamp = String(sentAt);
  const current = 'a-new-secret-of-at-least-32-characters';
  const previous = 'the-previous-secret-32-characters-long';
  const single = sign(current, timestamp, body);
  const rotating = `${sign(current, timestamp, body)},${sign(previous, timestamp, body)}`;
  const base = {secret: current, timestamp, signature: single, body, now: sentAt + 2};
  return [
    {...base, name: 'a genuine delivery', genuine: true},
    {...base, name: 'a changed body', body: body.replace('AlertRaised', 'AlertResolved'), genuine: false},
    {...base, name: 'another secret', secret: previous, genuine: false},
    {...base, name: 'a changed timestamp', timestamp: String(sentAt + 1), now: sentAt + 1, genuine: false},
    {...base, name: 'a delivery just inside the tolerance', now: sentAt + toleranceSeconds, genuine: true},
    {...base, name: 'a replay after the tolerance', now: sentAt + toleranceSeconds + 1, genuine: false},
    {...base, name: 'a timestamp from the future', now: sentAt - toleranceSeconds - 1, genuine: false},
    {...base, name: 'a rotation, endpoint on the new secret', signature: rotating, genuine: true},
    {
      ...base,
      name: 'a rotation, endpoint on the previous secret',
      signature: rotating,
      secret: previous,
      genuine: true,
    },
    {...base, name: 'a signature without its scheme', signature: single.slice(3), genuine: false},
    {...base, name: 'no signature', signature: '', genuine: false},
    {...base, name: 'no timestamp', timestamp: '', genuine: false},
  ];
}

describe('the webhook verification samples', () => {
  const source = fs.readFileSync(guide, 'utf8');
  let workDir = '';

  beforeAll(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-samples-'));
  });
  afterAll(() => fs.rmSync(workDir, {recursive: true, force: true}));

  it('sign the way the document describes the header', () => {
    for (const delivery of deliveries()) {
      if (delivery.genuine) expect(delivery.signature).toMatch(new RegExp(signatureHeader.schema.pattern));
    }
  });

  it('in Python accept genuine deliveries and refuse the others', () => {
    fs.writeFileSync(path.join(workDir, 'spotflow_webhook.py'), sampleIn(source, 'python'));
    const check = [
      'import json, sys',
      'from spotflow_webhook import is_authentic',
      'cases = json.load(sys.stdin)',
      'print(json.dumps([is_authentic(c["secret"].encode(), c["timestamp"], c["signature"], c["body"].encode(), now=c["now"]) for c in cases]))',
    ].join('\n');
    const cases = deliveries();
    const output = execFileSync('python3', ['-c', check], {cwd: workDir, input: JSON.stringify(cases)});
    const verdicts = JSON.parse(output.toString()) as boolean[];
    expect(Object.fromEntries(cases.map((c, index) => [c.name, verdicts[index]]))).toEqual(
      Object.fromEntries(cases.map((c) => [c.name, c.genuine])),
    );
  });

  it('in Node.js accept genuine deliveries and refuse the others', async () => {
    const file = path.join(workDir, 'spotflow-webhook.mjs');
    fs.writeFileSync(file, sampleIn(source, 'javascript'));
    const {isAuthentic} = (await import(pathToFileURL(file).href)) as {
      isAuthentic: (
        secret: string,
        timestamp: string,
        signature: string,
        body: Buffer,
        now: number,
      ) => boolean;
    };
    const cases = deliveries();
    expect(
      Object.fromEntries(
        cases.map((c) => [
          c.name,
          isAuthentic(c.secret, c.timestamp, c.signature, Buffer.from(c.body), c.now),
        ]),
      ),
    ).toEqual(Object.fromEntries(cases.map((c) => [c.name, c.genuine])));
  });
});
