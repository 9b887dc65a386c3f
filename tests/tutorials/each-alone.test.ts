/** Each tutorial alone, from a fresh workspace, after Get started and the tutorials its page names as prerequisites. */
import {expect, it} from 'vitest';
import {GET_STARTED, follow, tutorialRuns} from './follow';
import {tutorialPages} from './reading-order';

const openRun = tutorialRuns();

/** Tutorials whose stated prerequisites include another tutorial besides Get started. */
const PREREQUISITES: Record<string, string[]> = {
  'docs/configure-devices-remotely/configure-multiple-devices.mdx': [
    'docs/configure-devices-remotely/configure-device.mdx',
  ],
  'docs/monitor-devices/tutorial-inspect-alerts.mdx': [
    'docs/monitor-devices/tutorial-set-up-alert-rules.mdx',
  ],
};

it.each(tutorialPages().filter((page) => page !== GET_STARTED))('%s runs alone', async (page) => {
  const failure = await follow(await openRun('cli'), [GET_STARTED, ...(PREREQUISITES[page] ?? []), page]);
  expect(failure?.message ?? null).toBeNull();
});
