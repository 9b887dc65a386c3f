/** The runner stops where a reader would, on synthetic pages with one mistake each, naming page and line. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {follow, tutorialRuns} from './follow';

const openRun = tutorialRuns();
const synthetic = (name: string) => path.join('tests/tutorials/fixtures', `${name}.mdx`);

describe('the runner fails where a reader would', () => {
  it.each([
    [
      'a CLI command that does not exist',
      'unknown-command',
      /unknown-command\.mdx:5: spotf stream create .* exit code 2: Error: unknown command "spotf stream create"/,
    ],
    [
      'a path the API document lacks',
      'unknown-path',
      /unknown-path\.mdx:7: the platform refused curl GET .*\/messages -> 404.*path not in the API document/,
    ],
    [
      'a step that needs what no step created',
      'create-removed',
      /create-removed\.mdx:7: the platform refused curl PATCH .*\/streams\/lab -> 404/,
    ],
    [
      'a shown output whose column the command does not print',
      'output-changed',
      /output-changed\.mdx:9: the shown output differs: the page shows\n {2}STREAM GROUP {10}STREAM NAME/,
    ],
    [
      'a command typed into a terminal whose program still runs',
      'busy-terminal',
      /busy-terminal\.mdx:23: terminal 2 still runs beat\.py; the block does not declare ctrl-c/,
    ],
    [
      'approving a provisioning operation twice',
      'approve-twice',
      /approve-twice\.mdx:45: spotf provisioning-operation approve .* exit code 5: .*only Pending operations can be approved/,
    ],
  ])('%s', async (_, name, expected) => {
    const failure = await follow(await openRun('cli'), [synthetic(name)]);
    expect(failure?.message).toMatch(expected);
  });
});
