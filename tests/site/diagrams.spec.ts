import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {routesWithDiagrams} from '../support/built-site';

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

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a wide flowchart keeps readable labels and scrolls sideways, by keyboard too', async ({page}) => {
    await page.goto('/consume-data/egress-sinks/event-hub');
    await expectAllDiagramsDrawn(page, 1);
    const label = page.locator('.docusaurus-mermaid-container .nodeLabel').first();
    // Mermaid sets labels in 16px type; shrunk to fit 390px, these were about 7px tall.
    expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(12);
    const frame = page.getByRole('region', {name: 'Diagram, scrolls sideways'});
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('the text below a diagram does not jump up while the diagram is drawn', async ({page}) => {
    await page.addInitScript(() => {
      const upward: string[] = [];
      (window as unknown as {upwardShifts: string[]}).upwardShifts = upward;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          sources: Array<{node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}>;
        }>) {
          for (const source of entry.sources) {
            if (source.currentRect.y < source.previousRect.y) upward.push(source.node?.nodeName ?? '?');
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    // The data-path diagram sits in the first screen of this page.
    await page.goto('/send-data/');
    await expectAllDiagramsDrawn(page, 1);
    expect(await page.evaluate(() => (window as unknown as {upwardShifts: string[]}).upwardShifts)).toEqual(
      [],
    );
  });
});
