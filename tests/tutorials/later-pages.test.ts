/** What later pages leave behind for a reader who comes back to Get started. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {GET_STARTED, follow, tutorialRuns} from './follow';
import {expireRegistrationTokens} from './platform-model/provisioning';
import {repoRoot} from './runner/run';
import {siteFacts} from '../../plugins/facts/registry';

const openRun = tutorialRuns();

/** The line of Get started that reads `text`, found by its words so that edits above it move nothing here. */
const getStartedLine = (text: string) =>
  fs.readFileSync(path.join(repoRoot, GET_STARTED), 'utf8').split('\n').indexOf(text) + 1;
/** Get started's `python3 get_started.py`, the output it shows, and the CLI approval. */
const RUN_PROGRAM = getStartedLine('python3 get_started.py');
const PROGRAM_OUTPUT = getStartedLine('Provisioning operation waiting for approval');
const APPROVE = getStartedLine('spotf provisioning-operation list --state Pending');
/** Get started's secure URI of the workspace's stream storage, in the CLI's default workspace. */
const STORAGE_URI = getStartedLine('export MESSAGES_URI=$(spotf workspace storage generate-secure-uri \\');
const tutorialFolder = siteFacts().text('tutorialFolder');

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
