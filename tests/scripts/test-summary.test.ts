import {describe, expect, it} from 'vitest';
import {
  playwrightCounts,
  verdict,
  vitestCounts,
  type PhaseResult,
  type PlaywrightReport,
  type VitestReport,
} from '../../scripts/test-summary.mjs';

// Shaped as Vitest 3.2 and Playwright 1.65 wrote them for a file that throws at import and for a web server that
// could not start (the reports of those runs, cut to the fields the summary reads).
const unitReportWithUnloadedFile: VitestReport = {
  numPassedTests: 3,
  numFailedTests: 0,
  testResults: [
    {name: '/repo/tests/a.test.ts', status: 'passed', assertionResults: [{}, {}, {}]},
    {
      name: '/repo/tests/throws.test.ts',
      status: 'failed',
      message: 'boom at import\n  at …',
      assertionResults: [],
    },
  ],
};
const playwrightWithoutServer: PlaywrightReport = {
  suites: [],
  errors: [{message: 'Error: Process from config.webServer was not able to start. Exit code: 1'}],
};
const playwrightReport = (statuses: Array<[project: string, status: string]>): PlaywrightReport => ({
  suites: [
    {
      suites: [
        {specs: [{title: 'a page', tests: statuses.map(([projectName, status]) => ({projectName, status}))}]},
      ],
    },
  ],
});
const phase = (name: string, exitCode: number | null, tests: Partial<PhaseResult> = {}): PhaseResult => ({
  name,
  exitCode,
  counts: [],
  errors: [],
  ...tests,
});
const unitPhase = (report: VitestReport, exitCode = 1) => {
  const {count, errors} = vitestCounts('unit', report);
  return phase('Vitest, unit tests', exitCode, {counts: [count], errors});
};

describe('the verdict of npm test', () => {
  it('counts a test file that throws at import as a failure', () => {
    const result = verdict([unitPhase(unitReportWithUnloadedFile)], {'vitest unit': 3});
    expect(result).toMatchObject({passed: 3, failed: 1});
    expect(result.reasons.join()).toContain('throws.test.ts did not load: boom at import');
  });

  it('counts a browser suite whose web server did not start as failed, down to its floor', () => {
    const {counts, errors} = playwrightCounts(playwrightWithoutServer);
    const result = verdict([phase('Playwright', 1, {counts, errors})], {'playwright e2e': 100});
    // The server error, and the hundred tests that never ran.
    expect(result).toMatchObject({passed: 0, failed: 101});
    expect(result.reasons.join('\n')).toMatch(/webServer was not able to start[\s\S]*ran 0 tests/);
  });

  it('counts each Playwright project apart, a flaky test as failed and a skipped one as not run', () => {
    const {counts} = playwrightCounts(
      playwrightReport([
        ['e2e', 'expected'],
        ['e2e', 'flaky'],
        ['deploy', 'expected'],
        ['deploy', 'skipped'],
      ]),
    );
    expect(counts).toEqual([
      {suite: 'playwright e2e', passed: 1, failed: 1},
      {suite: 'playwright deploy', passed: 1, failed: 0},
    ]);
    expect(
      verdict([phase('Playwright', 1, {counts})], {'playwright e2e': 2, 'playwright deploy': 2}),
    ).toMatchObject({
      passed: 2,
      failed: 2,
    });
  });

  it('fails a phase that exits non-zero with every test passed', () => {
    const allPassed = {
      ...unitReportWithUnloadedFile,
      testResults: unitReportWithUnloadedFile.testResults.slice(0, 1),
    };
    expect(verdict([unitPhase(allPassed, 0)], {'vitest unit': 3})).toMatchObject({passed: 3, failed: 0});
    expect(verdict([unitPhase(allPassed, 1)], {'vitest unit': 3})).toMatchObject({passed: 3, failed: 1});
    expect(verdict([phase('lint', 1)], {})).toMatchObject({passed: 0, failed: 1});
  });

  it('counts the floor of a suite that never ran, and fails a suite that has no floor', () => {
    expect(verdict([phase('Vitest, built tests', null)], {'vitest built': 40})).toMatchObject({failed: 40});
    expect(verdict([unitPhase(unitReportWithUnloadedFile, 0)], {})).toMatchObject({failed: 2});
  });

  it('reads a missing report as an error, not as zero tests passed', () => {
    expect(vitestCounts('built', null).errors).toEqual(['vitest built: no report was written']);
    expect(playwrightCounts(null).errors).toEqual(['playwright: no report was written']);
  });
});
