import {test, expect} from '../../support/fixtures';

const COMMAND_PAGE = '/cli/reference/spotf/workspace/storage/generate-secure-uri';

test('options in a command page table stay whole instead of breaking after their hyphens', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(COMMAND_PAGE);
  const options = page.locator('article table code', {hasText: /^--[a-z]/});
  await expect(options.first()).toBeVisible();
  const lineCounts = await options.evaluateAll((codes) =>
    codes.map((code) => [code.textContent, code.getClientRects().length] as const),
  );
  expect(lineCounts.length).toBeGreaterThan(1);
  for (const [option, lines] of lineCounts) expect(lines, `${option} is split over lines`).toBe(1);
});

for (const route of [COMMAND_PAGE, '/send-data/']) {
  test(`on a 320 px phone ${route} does not scroll sideways, however its code spans wrap`, async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await page.goto(route);
    await expect(page.locator('article code').first()).toBeAttached();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
