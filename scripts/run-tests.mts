// `npm test`: checks the sources, builds the site once, runs the unit and build tests and the browser
// suites, and ends with one line counting the tests of both runners.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

const run = (command: string, args: string[]) =>
  spawnSync(command, args, {stdio: 'inherit', shell: process.platform === 'win32'}).status === 0;
const readJson = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const npmScript = (script: string): [string, string[]] => ['npm', ['run', script]];
const checks: Array<[name: string, command: string, args: string[]]> = [
  ['environment check', 'tsx', ['scripts/check-env.mts']],
  // The API sidebar that the type check reads is generated.
  ['generation of the references', ...npmScript('gen')],
  ['format check', ...npmScript('format:check')],
  ['type check', ...npmScript('typecheck')],
  ['lint', ...npmScript('lint')],
  // The references were generated above, so the build step does not generate them again.
  ['build', ...npmScript('build:site')],
];

fs.rmSync('reports', {recursive: true, force: true});
for (const [name, command, args] of checks) {
  if (!run(command, args)) {
    console.error(`\n${name} failed: tests were not run.`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test']);

const vitest = readJson('reports/vitest.json');
const playwright = readJson('reports/playwright.json');
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest ? vitest.numFailedTests : 1) +
  (playwright ? playwright.stats.unexpected + playwright.stats.flaky : 1);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
