import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import sha1Only from '../../plugins/api-code-samples/sha1-only.js';

describe('the crypto-js stand-in of the API explorer', () => {
  it('gives the hex SHA-1 digest, as crypto-js does', () => {
    for (const message of ['', 'Bearer sfk_0123456789', 'ünïcødé credentials']) {
      expect(sha1Only.SHA1(message).toString()).toBe(
        createHash('sha1').update(message, 'utf8').digest('hex'),
      );
    }
  });
});
