import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/e2e/browser';

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', {outputFile: 'reports/playwright.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: {width: 1280, height: 800},
  },
  webServer: {
    command: 'npx tsx scripts/serve-build.mts',
    env: {PORT: String(port)},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
