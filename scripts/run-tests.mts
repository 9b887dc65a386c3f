// `npm test`: checks the sources, builds the site once, runs the unit and build tests and the browser
// suites, and ends with one line counting the tests of both runners.
//
// Phases that do not depend on each other run at the same time: on two cores the checks, the unit
// tests and the build keep both busy where, one after another, each left a core idle for much of
// its run. Each phase's output is printed whole when it ends, so the log reads phase by phase.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

interface Phase {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** A phase whose failure leaves nothing worth testing. */
  gate?: boolean;
  /** Printed as it runs rather than when it ends: the long last phase, so a log shows where it is. */
  live?: boolean;
}

interface Outcome {
  phase: Phase;
  ok: boolean;
  seconds: number;
}

const npmScript = (name: string, script: string, gate = true): Phase => ({
  name,
  command: 'npm',
  args: ['run', '--silent', script],
  gate,
});
const vitestProject = (project: 'unit' | 'built'): Phase => ({
  name: `Vitest, ${project} tests`,
  command: 'npx',
  args: ['vitest', 'run', '--project', project],
  env: {VITEST_JSON_REPORT: `reports/vitest-${project}.json`},
});

function run(phase: Phase): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      stdio: ['ignore', phase.live ? 'inherit' : 'pipe', phase.live ? 'inherit' : 'pipe'],
      env: {...process.env, FORCE_COLOR: '0', ...phase.env},
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `\n===== ${phase.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s =====`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({phase, ok: code === 0, seconds});
    });
  });
}

const outcomes: Outcome[] = [];
async function stage(...phases: Phase[]) {
  const results = await Promise.all(phases.map(run));
  outcomes.push(...results);
  return results.filter((result) => result.phase.gate && !result.ok).map((result) => result.phase.name);
}

function printPhaseTimes(totalSeconds: number) {
  console.log('\nPhase times (phases on one line ran at the same time):');
  for (const {phase, ok, seconds} of outcomes)
    console.log(`  ${phase.name.padEnd(34)} ${seconds.toFixed(0).padStart(4)} s${ok ? '' : '  (failed)'}`);
  console.log(`  ${'total'.padEnd(34)} ${totalSeconds.toFixed(0).padStart(4)} s`);
}

const readJson = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

async function main() {
  const started = performance.now();
  fs.rmSync('reports', {recursive: true, force: true});
  const failedGates = [
    ...(await stage({
      name: 'environment check',
      command: 'tsx',
      args: ['scripts/check-env.mts'],
      gate: true,
    })),
  ];
  // The API sidebar that the type check reads is generated, and so are the pages the build reads.
  if (failedGates.length === 0)
    failedGates.push(...(await stage(npmScript('generation of the references', 'gen'))));
  if (failedGates.length === 0) {
    failedGates.push(
      ...(await stage(
        npmScript('format check', 'format:check'),
        npmScript('type check', 'typecheck'),
        npmScript('lint', 'lint'),
        vitestProject('unit'),
        // The references were generated above, so the build step does not generate them again.
        npmScript('build', 'build:site'),
      )),
    );
  }
  if (failedGates.length > 0) {
    printPhaseTimes((performance.now() - started) / 1000);
    console.error(`\n${failedGates.join(', ')} failed: the remaining tests were not run.`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  await stage(vitestProject('built'), {
    name: 'Playwright',
    command: 'npx',
    args: ['playwright', 'test'],
    live: true,
  });
  printPhaseTimes((performance.now() - started) / 1000);

  const vitest = ['unit', 'built'].map((project) => readJson(`reports/vitest-${project}.json`));
  const playwright = readJson('reports/playwright.json');
  const passed =
    vitest.reduce((sum, report) => sum + (report?.numPassedTests ?? 0), 0) +
    (playwright?.stats?.expected ?? 0);
  const failed =
    vitest.reduce((sum, report) => sum + (report ? report.numFailedTests : 1), 0) +
    (playwright ? playwright.stats.unexpected + playwright.stats.flaky : 1);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();
