import {test, expect} from '../support/fixtures';
import {gotoHydrated} from '../support/hydration';

// Tab sets restore the stored choice only after hydration, when they remount in the
// browser; a reader sees it as a kept choice.
test('a tab choice applies to every tab set of its group and is kept after a reload', async ({page}) => {
  await gotoHydrated(page, '/configure-devices-remotely/configure-device');
  const apiTabs = page.getByRole('tab', {name: 'API', exact: true});
  expect(await apiTabs.count()).toBeGreaterThan(1);
  await apiTabs.first().click();
  for (const tab of await apiTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  for (const tab of await apiTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: 'Portal', exact: true}).first()).toHaveAttribute(
    'aria-selected',
    'false',
  );
});
