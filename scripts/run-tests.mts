// `npm test`: checks the sources, builds the site once, runs the unit and build tests and the browser
// suites, and ends with one line counting the tests of both runners.
//
// Phases that do not depend on each other run at the same time: on two cores the checks, the unit
// tests and the build keep both busy where, one after another, each left a core idle for much of
// its run. Each phase's output is printed whole when it ends, so the log reads phase by phase.
// The last line counts what scripts/test-summary.mts makes of the reports, exit codes and floors.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {playwrightCounts, verdict, vitestCounts, type PhaseResult} from './test-summary.mjs';

interface Phase {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** A phase whose failure leaves nothing worth testing. */
  gate?: boolean;
  /** Printed as it runs rather than when it ends: the long last phase, so a log shows where it is. */
  live?: boolean;
  /** The tests a runner phase reports, read from its JSON report once it has ended. */
  report?: () => Pick<PhaseResult, 'counts' | 'errors'>;
}

interface Outcome {
  phase: Phase;
  exitCode: number;
  seconds: number;
}

const readJson = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

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
  report: () => {
    const {count, errors} = vitestCounts(project, readJson(`reports/vitest-${project}.json`));
    return {counts: [count], errors};
  },
});
const playwright: Phase = {
  name: 'Playwright',
  command: 'npx',
  args: ['playwright', 'test'],
  live: true,
  report: () => playwrightCounts(readJson('reports/playwright.json')),
};

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
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `\n===== ${phase.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s =====`,
      );
      process.stdout.write(Buffer.concat(output));
      // A phase ended by a signal has no exit code, and it failed.
      resolve({phase, exitCode: code ?? (signal ? 128 : 1), seconds});
    });
  });
}

const outcomes: Outcome[] = [];
async function stage(...phases: Phase[]) {
  const results = await Promise.all(phases.map(run));
  outcomes.push(...results);
  return results
    .filter((result) => result.phase.gate && result.exitCode !== 0)
    .map((result) => result.phase.name);
}

function printPhaseTimes(totalSeconds: number) {
  console.log('\nPhase times (phases on one line ran at the same time):');
  for (const {phase, exitCode, seconds} of outcomes)
    console.log(
      `  ${phase.name.padEnd(34)} ${seconds.toFixed(0).padStart(4)} s${exitCode === 0 ? '' : '  (failed)'}`,
    );
  console.log(`  ${'total'.padEnd(34)} ${totalSeconds.toFixed(0).padStart(4)} s`);
}

const floors: Record<string, number> = JSON.parse(fs.readFileSync('tests/floors.json', 'utf8'));

/** What each phase left, the ones never started included: their suites then fall short of their floors. */
function phaseResults(planned: Phase[]): PhaseResult[] {
  return planned.map((phase) => {
    const outcome = outcomes.find((done) => done.phase === phase);
    const tests = outcome && phase.report ? phase.report() : {counts: [], errors: []};
    return {name: phase.name, exitCode: outcome?.exitCode ?? null, ...tests};
  });
}

async function main() {
  const started = performance.now();
  fs.rmSync('reports', {recursive: true, force: true});
  const environment: Phase = {
    name: 'environment check',
    command: 'tsx',
    args: ['scripts/check-env.mts'],
    gate: true,
  };
  const generation = npmScript('generation of the references', 'gen');
  const checks = [
    npmScript('format check', 'format:check'),
    npmScript('type check', 'typecheck'),
    npmScript('lint', 'lint'),
    npmScript('prose check', 'lint:prose'),
    vitestProject('unit'),
    // The references were generated above, so the build step does not generate them again.
    npmScript('build', 'build:site'),
  ];
  const builtTests = [vitestProject('built'), playwright];
  const failedGates = await stage(environment);
  // The API sidebar that the type check reads is generated, and so are the pages the build reads.
  if (failedGates.length === 0) failedGates.push(...(await stage(generation)));
  if (failedGates.length === 0) failedGates.push(...(await stage(...checks)));
  if (failedGates.length === 0) await stage(...builtTests);
  else console.error(`\n${failedGates.join(', ')} failed: the tests that need it were not run.`);
  printPhaseTimes((performance.now() - started) / 1000);

  const {passed, failed, reasons} = verdict(
    phaseResults([environment, generation, ...checks, ...builtTests]),
    floors,
  );
  if (reasons.length > 0) console.log(`\nWhy the run failed:\n- ${reasons.join('\n- ')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();
