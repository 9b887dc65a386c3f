/**
 * Tutorials that run (issue #27): Get started and every tutorial, in the sidebar's reading order, in one workspace,
 * taking the API alternative wherever a step offers several. The first step that would fail for a reader, or
 * whose shown output differs, fails the test with its page and line.
 */
import {expect, it} from 'vitest';
import {follow, tutorialRuns} from './follow';
import {tutorialPages} from './reading-order';

const openRun = tutorialRuns();

// Every page in one test: on a busy 2-core machine the API pass took 111 s.
it('runs every tutorial in reading order, in one workspace', async () => {
  const failure = await follow(await openRun('api'), tutorialPages());
  expect(failure?.message ?? null).toBeNull();
}, 300_000);
