/**
 * What the tutorial tests share: opening a run against a fresh platform model, and following pages in it until a
 * step fails for a reader. The tests are split into files (each pass, each page alone, the runner's own failures)
 * so that Vitest runs them side by side: most of a run's time is spent waiting for device programs.
 */
import {afterEach} from 'vitest';
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
