import {describe, expect, it} from 'vitest';
import {
  correctedSpellings,
  editDistance,
  nearestWords,
  vocabularyOf,
} from '../../plugins/search-index/typo-tolerance';

const vocabulary = vocabularyOf([
  'Provisioning tokens let devices join. A provisioning operation waits for approval.',
  'Egress sinks receive telemetry; egress routes tie streams to sinks.',
  'Send telemetry from a Teltonika router. Query the tables in Databricks.',
  'Prove it: the device proves who it is.',
  'A route, and routes, and more routes.',
]);
const known = new Set(['provisioning', 'token', 'tokens', 'egress', 'sink', 'sinks', 'telemetry', 'device']);
const isKnown = (token: string) => known.has(token);
const corrected = (query: string) => correctedSpellings(query.split(' '), isKnown, () => vocabulary);

describe('typo tolerance', () => {
  it('counts edits, and stops counting past the limit', () => {
    expect(editDistance('provisoning', 'provisioning', 2)).toBe(1);
    expect(editDistance('telemtry', 'telemetry', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('retries a word that matches nothing as the nearest word the pages use', () => {
    expect(corrected('provisoning token')).toEqual([['provisioning', 'token']]);
    expect(corrected('egres sink')).toEqual([['egress', 'sink']]);
    expect(corrected('telemtry')).toEqual([['telemetry']]);
    expect(corrected('databriks')).toEqual([['databricks']]);
    expect(corrected('teltonka')).toEqual([['teltonika']]);
  });

  it('allows one edit below eight letters and two from eight', () => {
    expect(nearestWords(vocabulary, 'egrss').words).toEqual(['egress']);
    expect(nearestWords(vocabulary, 'egr').words).toEqual([]);
    expect(nearestWords(vocabulary, 'provsoning').words).toEqual(['provisioning']);
    expect(nearestWords(vocabulary, 'telmtry').words).toEqual([]);
  });

  it('keeps only the nearest words, the most frequent first', () => {
    expect(nearestWords(vocabulary, 'routez')).toEqual({words: ['routes', 'route', 'router'], distance: 1});
    expect(nearestWords(vocabulary, 'routess')).toEqual({words: ['routes'], distance: 1});
  });

  it('leaves a query alone when every word is known, or a word has nothing near it', () => {
    expect(corrected('egress sink')).toEqual([]);
    expect(corrected('qzxjvwkplm')).toEqual([]);
    expect(corrected('egres qzxjvwkplm')).toEqual([]);
  });
});
