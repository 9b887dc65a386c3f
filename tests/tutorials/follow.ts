/**
 * What the tutorial tests share: opening a run against a fresh platform model, and following pages in it until a
 * step fails for a reader. The tests are split into files (each pass, each page alone, the runner's own failures)
 * so that Vitest's two workers run them side by side instead of one after another.
 */
import {afterEach, expect, it} from 'vitest';
import {tutorialPages} from './reading-order';
import {TutorialFailure, TutorialRun} from './runner/run';

export const GET_STARTED = 'docs/get-started/index.mdx';

/** A function that opens runs, each closed after the test that opened it. */
export function tutorialRuns(): (alternative: 'cli' | 'api') => Promise<TutorialRun> {
  const runs: TutorialRun[] = [];
  afterEach(async () => {
    await Promise.all(runs.splice(0).map((run) => run.close()));
  });
  return async (alternative) => {
    const run = new TutorialRun(alternative);
    runs.push(run);
    await run.open();
    return run;
  };
}

/** Runs pages until one fails; returns the failure, or null when every page ran. */
export async function follow(run: TutorialRun, pages: string[]): Promise<TutorialFailure | null> {
  try {
    for (const page of pages) await run.page(page);
    return null;
  } catch (error) {
    if (error instanceof TutorialFailure) return error;
    throw error;
  }
}

/**
 * Get started and every tutorial in the sidebar's reading order, in one workspace, taking `alternative` wherever a
 * step offers several. All pages are one test, which may take 300 s: on a busy 2-core machine a pass took 111 s.
 */
export function readingOrderPass(alternative: 'cli' | 'api') {
  const openRun = tutorialRuns();
  it('runs every tutorial in reading order, in one workspace', async () => {
    const failure = await follow(await openRun(alternative), tutorialPages());
    expect(failure?.message ?? null).toBeNull();
  }, 300_000);
}
