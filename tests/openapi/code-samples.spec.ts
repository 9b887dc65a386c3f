import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

const LANGUAGES = ['curl', 'python', 'nodejs', 'csharp', 'powershell'];

/** The sample each language tab of an operation page shows, as the reader sees it. */
async function samplesOf(page: Page, route: string): Promise<Record<string, string>> {
  await page.goto(route);
  const tabs = page.locator('.openapi-tabs__code-list-container').first().locator('.openapi-tabs__code-item');
  await expect(tabs).toHaveCount(LANGUAGES.length, {timeout: 15_000});
  const samples: Record<string, string> = {};
  for (const language of LANGUAGES) {
    await tabs.filter({hasText: new RegExp(`^${language}$`, 'i')}).click();
    const code = page.locator('.openapi-tabs__code-container').first().locator('pre');
    await expect(code).toBeVisible();
    samples[language] = await code.innerText();
  }
  return samples;
}

// One operation per shape of body: flat, nested with a oneOf by kind, a PATCH, and a device operation.
const OPERATIONS: Array<{route: string; exampleValue: string}> = [
  {route: '/api/reference/create-site', exampleValue: 'plant-brno'},
  {route: '/api/reference/create-or-update-egress-sink', exampleValue: 'spotflow-delta'},
  {route: '/api/reference/patch-stream', exampleValue: 'DryRun'},
  {route: '/api/reference/create-alert-rule', exampleValue: 'brno-device-offline'},
];

for (const {route, exampleValue} of OPERATIONS) {
  test(`${route} shows the document's example body in all five languages`, async ({page}) => {
    const samples = await samplesOf(page, route);
    for (const [language, code] of Object.entries(samples)) {
      expect(code, language).toContain(exampleValue);
      expect(code, language).not.toMatch(/\\?"string\\?"/);
    }
  });
}

for (const route of ['/api/reference/register-device', '/api/reference/send-ingress-message']) {
  test(`${route} sends the device token as devices do, in all five languages`, async ({page}) => {
    const samples = await samplesOf(page, route);
    for (const [language, code] of Object.entries(samples)) {
      expect(code, language).toContain('DeviceToken <token>');
      expect(code, language).not.toContain('<Authorization>');
    }
  });
}
