/**
 * The alert webhook's page teaches how to verify a delivery's signature; its own example delivery must pass that
 * verification, done as the page's Python expression does it, with the example secret the page names.
 */
import {spawnSync} from 'node:child_process';
import {expect, it} from 'vitest';
import {loadDocument, resolvedOperations} from '../../plugins/openapi-pages/document';
import {operationBody} from '../../plugins/openapi-pages/operation';
import {apiReference} from '../../src/references';
import {parseCurl} from './curl';

const document = loadDocument(apiReference.source);
const webhook = resolvedOperations(document).find((operation) => operation.operationId === 'alert-webhook')!;
const page = operationBody({document, flavour: 'md'}, webhook);

/** The page's verification, in Python: `expected = …` and the `any(…)` check, as its description writes them. */
function verifies(secret: string, timestamp: string, signature: string, body: string): boolean {
  const description = webhook.operation.description ?? '';
  const check = /`(any\(hmac\.compare_digest[^`]+)`/.exec(description)?.[1];
  const expected = /`(expected = hmac\.new[^`]+)`/.exec(description)?.[1];
  expect(check && expected, 'the page shows its verification in Python').toBeTruthy();
  const program = [
    'import hashlib, hmac, sys',
    'secret, timestamp, signature, body = (sys.argv[1].encode(), sys.argv[2], sys.argv[3], sys.argv[4].encode())',
    expected,
    `print(${check})`,
  ].join('\n');
  const ran = spawnSync('python3', ['-c', program, secret, timestamp, signature, body], {encoding: 'utf8'});
  expect(ran.stderr).toBe('');
  return ran.stdout.trim() === 'True';
}

it('signs the example delivery so that the verification the page teaches accepts it', () => {
  const curl = /```bash\n(curl[^]*?)\n```/.exec(page)![1];
  const delivery = parseCurl(curl.replace("'<webhook-url>'", "'https://hooks.example.com/spotflow'"));
  const secret = /example `webhookSecret` `([^`]+)`/.exec(page)?.[1];
  expect(secret, 'the page names the example secret').toBeDefined();
  const shownBody = /### Body[^]*?```json\n([^]*?)\n```/.exec(page)?.[1];
  expect(shownBody, 'the body example the page shows is the body the sample sends').toBe(delivery.data);
  const {'x-spotflow-timestamp': timestamp, 'x-spotflow-signature': signature} = delivery.headers;
  expect(verifies(secret!, timestamp, signature, delivery.data!)).toBe(true);
  expect(verifies(secret!, timestamp, signature, delivery.data!.replace('Critical', 'Warning'))).toBe(false);
});
