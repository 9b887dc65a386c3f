// The verdict of `npm test`, from the runners' JSON reports and the phases' exit codes. A run counts as
// failed whatever the reports say when a phase exits non-zero, a test file or spec fails to load, a runner
// reports an error outside any test, or a suite runs fewer tests than its floor in tests/floors.json: each
// of those once hid a lost suite behind "N passed, 0 failed".

/** The part of Vitest's JSON report read here (the Jest-compatible reporter). */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{name: string; status: string; message?: string; assertionResults: unknown[]}>;
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: Array<{title: string; tests: Array<{projectName: string; status: string}>}>;
}

/** The part of Playwright's JSON report read here. */
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors?: Array<{message?: string}>;
}

export interface SuiteCount {
  /** As named in tests/floors.json: `vitest <project>` or `playwright <project>`. */
  suite: string;
  passed: number;
  failed: number;
}

/** What one phase of `npm test` left: its exit code, and what its runner's report says, if it has one. */
export interface PhaseResult {
  name: string;
  /** null when the phase never ran, because a phase it needs had failed. */
  exitCode: number | null;
  counts: SuiteCount[];
  /** Errors outside any test: a file that did not load, a web server that did not start. */
  errors: string[];
}

export interface Verdict {
  passed: number;
  failed: number;
  /** One line for each reason the run failed, for the reader of the log. */
  reasons: string[];
}

export function vitestCounts(
  project: string,
  report: VitestReport | null,
): {count: SuiteCount; errors: string[]} {
  const suite = `vitest ${project}`;
  if (!report) return {count: {suite, passed: 0, failed: 0}, errors: [`${suite}: no report was written`]};
  // A file that throws while loading is "failed" with no test in it, and numFailedTests does not count it.
  const unloaded = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  return {
    count: {suite, passed: report.numPassedTests, failed: report.numFailedTests},
    errors: unloaded.map((file) => `${suite}: ${file.name} did not load: ${firstLine(file.message)}`),
  };
}

export function playwrightCounts(report: PlaywrightReport | null): {counts: SuiteCount[]; errors: string[]} {
  if (!report) return {counts: [], errors: ['playwright: no report was written']};
  const byProject = new Map<string, SuiteCount>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const name = `playwright ${test.projectName}`;
        const count = byProject.get(name) ?? {suite: name, passed: 0, failed: 0};
        if (test.status === 'expected') count.passed++;
        // A flaky test failed once: a verdict that depends on a retry is not a pass.
        else if (test.status === 'unexpected' || test.status === 'flaky') count.failed++;
        byProject.set(name, count);
      }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return {
    counts: [...byProject.values()],
    errors: (report.errors ?? []).map((error) => `playwright: ${firstLine(error.message)}`),
  };
}

export function verdict(phases: PhaseResult[], floors: Record<string, number>): Verdict {
  const reasons: string[] = [];
  let passed = 0;
  let failed = 0;
  for (const phase of phases) {
    let phaseFailed = phase.errors.length;
    reasons.push(...phase.errors);
    for (const count of phase.counts) {
      passed += count.passed;
      phaseFailed += count.failed;
      if (count.failed > 0) reasons.push(`${count.suite}: ${count.failed} failed`);
    }
    if (phase.exitCode === null) reasons.push(`${phase.name}: not run`);
    // A check without tests (lint, types) counts as one; so does a runner that exits non-zero with no failure.
    else if (phase.exitCode !== 0 && phaseFailed === 0) {
      phaseFailed = 1;
      reasons.push(`${phase.name}: exited with ${phase.exitCode}`);
    }
    failed += phaseFailed;
  }
  const counts = phases.flatMap((phase) => phase.counts);
  for (const [suite, floor] of Object.entries(floors)) {
    const ran = counts
      .filter((count) => count.suite === suite)
      .reduce((sum, c) => sum + c.passed + c.failed, 0);
    // Tests that did not run count as failed, so a lost suite cannot make the failure count smaller.
    if (ran < floor) {
      failed += floor - ran;
      reasons.push(`${suite}: ran ${ran} tests, fewer than its floor of ${floor}`);
    }
  }
  for (const {suite} of counts.filter((count) => !(count.suite in floors))) {
    failed += 1;
    reasons.push(`${suite}: no floor in tests/floors.json`);
  }
  return {passed, failed, reasons};
}

function firstLine(text: string | undefined): string {
  return (text ?? 'no message').trim().split('\n')[0].slice(0, 300);
}
