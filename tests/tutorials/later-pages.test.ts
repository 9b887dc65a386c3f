/** What later pages leave behind for a reader who comes back to Get started. */
import {describe, expect, it} from 'vitest';
import {GET_STARTED, follow, tutorialRuns} from './follow';
import {expireRegistrationTokens} from './platform-model/provisioning';
import {siteFacts} from '../../plugins/facts/registry';

const openRun = tutorialRuns();

/** Get started's `python3 get_started.py`, the output it shows, and the CLI approval, by the words they start with. */
const RUN_PROGRAM = 'python3 get_started.py';
const PROGRAM_OUTPUT = 'Provisioning operation waiting for approval';
const APPROVE = 'spotf provisioning-operation list --state Pending';
/** Get started's secure URI of the workspace's stream storage, in the CLI's default workspace. */
const STORAGE_URI = 'export MESSAGES_URI=$(spotf workspace storage generate-secure-uri';
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
