import {TutorialRun} from './tests/tutorials/runner/run';
const alt = (process.argv[2] ?? 'cli') as 'cli' | 'api';
const run = new TutorialRun(alt);
await run.open();
try {
  for (const page of process.argv.slice(3)) { const c = await run.page(page); console.log(JSON.stringify(c)); }
} catch (error) {
  console.log('FAIL', (error as Error).message);
} finally {
  await run.close();
}
