import {createHmac} from 'node:crypto';

/**
 * `x-example-signature` of a webhook's signature header: where the example secret is (a JSON pointer into the
 * document) and which header carries the signed timestamp. The example signature is computed from them and the
 * first body example, so the verification the webhook's page teaches succeeds on the page's own example.
 */
export type ExampleSignature = {secret: string; timestamp: string};

/** `v1=` and the lower-case hex HMAC-SHA256 of the timestamp, a full stop and the raw body, keyed with the secret. */
export function signatureOf(secret: string, timestamp: string, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}
