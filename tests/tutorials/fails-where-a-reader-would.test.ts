/** The runner stops where a reader would, on synthetic pages with one mistake each. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {follow, tutorialRuns} from './follow';

const openRun = tutorialRuns();

describe('the runner fails where a reader would', () => {
  const synthetic = (name: string) => path.join('tests/tutorials/fixtures', `${name}.mdx`);

  it.each([
    [
      'a CLI command that does not exist',
      'unknown-command',
      /:6: spotf stream create .* exit code 2: Error: unknown command "spotf stream create"/,
    ],
    [
      'a path the API document lacks',
      'unknown-path',
      /:8: the platform refused curl GET .*\/messages -> 404.*path not in the API document/,
    ],
    [
      'a command typed into a terminal whose program still runs',
      'busy-terminal',
      /:24: terminal 2 still runs beat\.py; the page does not have the reader stop it/,
    ],
    [
      'approving a provisioning operation twice',
      'approve-twice',
      /:46: spotf provisioning-operation approve .* exit code 5: .*only Pending operations can be approved/,
    ],
  ])('%s', async (_, name, expected) => {
    const run = await openRun('cli');
    const failure = await follow(run, [synthetic(name)]);
    expect(failure?.message).toMatch(expected);
  });
});
