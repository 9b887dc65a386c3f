/**
 * Lets the worker's event loop run. Vitest's worker gives up on a call to the main process that waits 60 s for
 * its answer, and a long synchronous test holds that answer back, so on a busy machine a test that passes would
 * still fail the run ("Timeout calling onTaskUpdate"). Long loops await this between their steps.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
