import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/browser';

const port = Number(process.env.E2E_PORT ?? 3210);

// One suite per concern, each runnable alone (`npx playwright test --project=deploy`); a plain run runs all.
const ACCESSIBILITY = '**/site/accessibility.spec.ts';
const DEPLOY = '**/deploy/**/*.spec.ts';
const LOAD = '**/load/**/*.spec.ts';

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Limits that only stop a hung test: a test's verdict must not depend on how busy the machine is.
  timeout: 120_000,
  expect: {timeout: 20_000},
  reporter: [['list'], ['json', {outputFile: 'reports/playwright.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: {width: 1280, height: 800},
  },
  projects: [
    {name: 'e2e', testIgnore: [ACCESSIBILITY, DEPLOY, LOAD]},
    {name: 'accessibility', testMatch: ACCESSIBILITY},
    {name: 'deploy', testMatch: DEPLOY},
    {name: 'load', testMatch: LOAD},
  ],
  webServer: {
    command: 'npx tsx scripts/nginx-server.ts',
    env: {PORT: String(port)},
    url: `http://127.0.0.1:${port}/`,
    // A server this run did not start may serve another build, or nothing the tests expect.
    reuseExistingServer: false,
  },
});
