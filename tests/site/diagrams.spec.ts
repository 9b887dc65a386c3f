import type {Page} from '@playwright/test';
import {test, expect} from '../e2e/fixtures';
import {routesWithDiagrams} from './built-site';

const pages = routesWithDiagrams();

async function expectAllDiagramsDrawn(page: Page, count: number) {
  // Diagrams load when scrolled near: bring each waiting one into view until none waits.
  await expect(async () => {
    await page.evaluate(() => document.querySelector('.mermaid-placeholder')?.scrollIntoView());
    await expect(page.locator('.mermaid-placeholder')).toHaveCount(0, {timeout: 1000});
  }).toPass();
  const diagrams = page.locator('.docusaurus-mermaid-container');
  await expect(diagrams).toHaveCount(count);
  for (let i = 0; i < count; i += 1) await expect(diagrams.nth(i).locator('svg')).toBeVisible();
  await expect(page.getByText(/Syntax error in text|This page crashed/)).toHaveCount(0);
}

test('the guides contain diagrams', () => {
  expect(pages.length).toBeGreaterThanOrEqual(10);
});

for (const {route, diagrams} of pages) {
  test(`${route} draws its ${diagrams} diagram(s) in light and dark mode`, async ({page}) => {
    await page.goto(route);
    await expectAllDiagramsDrawn(page, diagrams);
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectAllDiagramsDrawn(page, diagrams);
  });
}
