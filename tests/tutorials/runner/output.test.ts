/** What the runner learns from a shown output is what a reader copies into later commands. */
import {expect, it} from 'vitest';
import {compareOutput, learnValues} from './output';

it('learns a varying ID but not a varying count, which a reader never types into a command', () => {
  const learned = new Map<string, string>();
  learnValues(
    '{"deviceId": "3c8e5a10-7f2d-4b96-a4e1-0d9b6c2f8e71", "messagesToday": 3}',
    '{"deviceId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", "messagesToday": 2295}',
    ['id', 'count'],
    learned,
  );
  expect([...learned]).toEqual([
    ['3c8e5a10-7f2d-4b96-a4e1-0d9b6c2f8e71', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'],
  ]);
});

it('accepts a reading that JSON writes without its zero fraction, and still fails a changed value that does not vary', () => {
  const shown = '{"state": "Active", "lastValue": 35.12}';
  expect(compareOutput(shown, '{"state": "Active", "lastValue": 35}', 'json', ['reading'])).toBeNull();
  expect(compareOutput(shown, '{"state": "Resolved", "lastValue": 35}', 'json', ['reading'])).toMatch(
    /\/state/,
  );
  expect(compareOutput(shown, '{"state": "Active", "lastValue": 35}', 'json', ['id'])).toMatch(/\/lastValue/);
});
