import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {allBuiltRoutes} from '../support/built-site';

// Every table of every page, at the width of a laptop screen (the projects' 1280 px viewport): a table
// wider than the content column cuts off its last column, which the reader then scrolls sideways to read.
// Tables folded in a <details> or an unselected tab count too, so each page is measured with all of them
// shown. One tab walks the pages one after another: a new context per page would take several times longer.
const routes = allBuiltRoutes().sort();

/** Shows what a reader can unfold: closed <details>, Docusaurus's collapsed content and hidden tab panels. */
const UNFOLD_ALL = `
  details > :not(summary) { display: block !important; height: auto !important; overflow: visible !important; }
  [role='tabpanel'][hidden] { display: block !important; }
`;

/** Each table whose content is wider than its box or than the column it stands in, with both widths. */
async function tablesWiderThanTheirColumn(page: Page): Promise<string[]> {
  await page.addStyleTag({content: UNFOLD_ALL});
  return page.evaluate(() => {
    document.querySelectorAll('details').forEach((details) => {
      details.open = true;
    });
    const column = document.querySelector('article') ?? document.querySelector('main');
    if (!column) return [];
    const columnRight = column.getBoundingClientRect().right;
    return Array.from(column.querySelectorAll('table')).flatMap((table) => {
      const box = table.getBoundingClientRect();
      const contentWidth = Math.max(table.scrollWidth, box.width);
      const clipped = table.scrollWidth > table.clientWidth + 1;
      const beyondColumn = box.left + contentWidth > columnRight + 1;
      if (!clipped && !beyondColumn) return [];
      const heading = table.querySelector('th')?.textContent ?? '';
      return [
        `table "${heading}…": ${Math.round(contentWidth)} px, ${Math.round(table.clientWidth)} px shown`,
      ];
    });
  });
}

test('every table of every page fits its content column at 1280 px', async ({page}) => {
  test.setTimeout(routes.length * 5_000);
  expect(routes.length).toBeGreaterThan(200);
  const overflowing: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const tables = await tablesWiderThanTheirColumn(page);
    if (tables.length > 0) overflowing.push(`${route}: ${tables.join('; ')}`);
  }
  console.log(`Pages with a table wider than its column: ${overflowing.length} of ${routes.length}`);
  expect(overflowing).toEqual([]);
});

test('on a phone, a wide table scrolls inside itself and the page does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/api/reference/create-or-update-stream');
  const table = page.locator('article table').first();
  await expect(table).toBeVisible();
  const widths = await table.evaluate((element) => ({
    content: element.scrollWidth,
    shown: element.clientWidth,
    overflowX: getComputedStyle(element).overflowX,
    page: document.scrollingElement?.scrollWidth ?? 0,
    viewport: window.innerWidth,
  }));
  expect(widths.content, 'the table needs more than a phone’s width').toBeGreaterThan(widths.shown);
  expect(widths.overflowX).toBe('auto');
  expect(widths.page, 'the page itself scrolls sideways').toBeLessThanOrEqual(widths.viewport);
});
