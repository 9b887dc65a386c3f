/** What the runner learns from a shown output is what a reader copies into later commands. */
import {expect, it} from 'vitest';
import {learnValues} from './output';

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
