/**
 * Tutorials that run (issue #27): Get started and every tutorial, in the sidebar's reading order, run against the
 * platform model in one workspace, once with the CLI alternatives and once with the API ones; then each tutorial
 * alone from a fresh workspace with its prerequisites done. A failure names the page and line of the first step
 * that would fail for a reader, or whose shown output differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';

vi.setConfig({testTimeout: 120_000});
import {expireRegistrationTokens} from './platform-model/rules';
import {tutorialPages} from './reading-order';
import {TutorialFailure, TutorialRun} from './runner/run';
import {siteFacts} from '../../plugins/facts/registry';

const GET_STARTED = 'docs/get-started/index.mdx';
/** The line of Get started that reads `text`, found by its words so that edits above it move nothing here. */
const getStartedLine = (text: string) =>
  fs
    .readFileSync(path.resolve(__dirname, '../..', GET_STARTED), 'utf8')
    .split('\n')
    .indexOf(text) + 1;
/** Get started's `python3 get_started.py`, the output it shows, and the CLI approval. */
const RUN_PROGRAM = getStartedLine('python3 get_started.py');
const PROGRAM_OUTPUT = getStartedLine('Provisioning operation waiting for approval');
const APPROVE = getStartedLine('spotf provisioning-operation list --state Pending');
/** Get started's secure URI of the workspace's stream storage, in the CLI's default workspace. */
const STORAGE_URI = getStartedLine('export MESSAGES_URI=$(spotf workspace storage generate-secure-uri \\');
const tutorialFolder = siteFacts().text('tutorialFolder');

/** Pages the runner cannot follow yet, and why (gaps of the runner or the model); remove an entry once it can. */
const NOT_RUN: Record<string, string> = {};

/** Tutorials whose stated prerequisites include another tutorial besides Get started, done before them when alone. */
const PREREQUISITES: Record<string, string[]> = {
  'docs/configure-devices-remotely/configure-multiple-devices.mdx': [
    'docs/configure-devices-remotely/configure-device.mdx',
  ],
  'docs/monitor-devices/tutorial-inspect-alerts.mdx': [
    'docs/monitor-devices/tutorial-set-up-alert-rules.mdx',
  ],
};

/** Failures the runner finds that are not fixed yet: the run must stop exactly there, for the reason given. */
const OPEN_FAILURES: Record<string, RegExp> = {};

const runs: TutorialRun[] = [];
async function openRun(alternative: 'cli' | 'api'): Promise<TutorialRun> {
  const run = new TutorialRun(alternative);
  runs.push(run);
  await run.open();
  return run;
}
afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.close()));
});

/** Runs pages until one fails; returns the failure, or null when every page ran. */
async function follow(run: TutorialRun, pages: string[]): Promise<TutorialFailure | null> {
  try {
    for (const page of pages) await run.page(page);
    return null;
  } catch (error) {
    if (error instanceof TutorialFailure) return error;
    throw error;
  }
}

const pages = tutorialPages().filter((page) => !(page in NOT_RUN));

// `npm test` runs the CLI pass; `npm run test:tutorials` (TUTORIALS_FULL=1) adds the API pass and each page alone.
const FULL = Boolean(process.env.TUTORIALS_FULL);

describe.each(FULL ? (['cli', 'api'] as const) : (['cli'] as const))(
  'the %s alternative, in reading order, in one workspace',
  (alternative) => {
    it('runs every tutorial until an open failure, and stops nowhere else', async () => {
      const run = await openRun(alternative);
      const failure = await follow(run, pages);
      if (failure === null) return;
      const expected = OPEN_FAILURES[failure.where];
      expect(expected, failure.message).toBeDefined();
      expect(failure.reason).toMatch(expected);
      // Every page in one test: on a busy 2-core machine the API pass took 111 s of the 120 s a test may take.
    }, 300_000);
  },
);

describe.runIf(FULL)('each tutorial alone, from a fresh workspace with its prerequisites done', () => {
  it.each(pages.filter((page) => page !== GET_STARTED))('%s', async (page) => {
    const run = await openRun('cli');
    expect(await follow(run, [GET_STARTED, ...(PREREQUISITES[page] ?? []), page])).toBeNull();
  });
});

describe('what later pages do to the tutorial device', () => {
  it('Get started runs again after the Event Hub tutorial', async () => {
    const run = await openRun('cli');
    expect(
      await follow(run, [GET_STARTED, 'docs/consume-data/egress-sinks/event-hub/tutorial.mdx']),
    ).toBeNull();
    await run.again(GET_STARTED, [RUN_PROGRAM], tutorialFolder);
  });

  it('the CLI works in the first workspace again after Create a workspace', async () => {
    const run = await openRun('cli');
    expect(await follow(run, [GET_STARTED, 'docs/manage-access/tutorial-create-workspace.mdx'])).toBeNull();
    await run.again(GET_STARTED, [STORAGE_URI], tutorialFolder);
  });

  it('the Device SDK recovery path: an expired registration token, a restart and one approval', async () => {
    const run = await openRun('cli');
    expect(await follow(run, [GET_STARTED])).toBeNull();
    expireRegistrationTokens(run.platform, siteFacts().text('tutorialDeviceId'));
    await run.again(GET_STARTED, [RUN_PROGRAM, PROGRAM_OUTPUT, APPROVE], tutorialFolder);
  });
});

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
