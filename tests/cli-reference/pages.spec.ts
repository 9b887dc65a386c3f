import {test, expect} from '../support/fixtures';
import {readySearchBox} from '../support/search-box';

test('a command page shows its usage line, options and global options', async ({page}) => {
  await page.goto('/cli/reference/spotf/stream/create-or-update');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('spotf stream create-or-update');
  const usage = page.locator('#usage ~ div pre').first();
  await expect(usage).toContainText('spotf stream create-or-update --stream-group-name');
  const options = page.locator('#options ~ table').first();
  await expect(options.locator('th').first()).toHaveText('Option');
  await expect(options.getByRole('row', {name: /--concatenation-mode/})).toContainText('WithNewLines');
  await expect(page.locator('#global-options ~ table').first()).toContainText('--workspace');
});

test('a group page lists its commands and subgroups with links', async ({page}) => {
  await page.goto('/cli/reference/spotf/egress-sink');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('spotf egress-sink');
  for (const child of ['delete', 'get', 'get-secret', 'list', 'list-routes']) {
    await expect(page.locator(`article a[href="/cli/reference/spotf/egress-sink/${child}"]`)).toBeVisible();
  }
  await page.locator('article a[href="/cli/reference/spotf/egress-sink/create-or-update/"]').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('spotf egress-sink create-or-update');
  await expect(
    page.locator('article a[href="/cli/reference/spotf/egress-sink/create-or-update/s3"]'),
  ).toBeVisible();
});

test('search finds a command by its full name', async ({page}) => {
  await page.goto('/cli/');
  await (await readySearchBox(page)).fill('spotf egress-sink list-routes');
  await page
    .getByRole('option')
    .filter({hasText: 'spotf egress-sink list-routes'})
    .first()
    .click({timeout: 20_000});
  await expect(page).toHaveURL(/\/cli\/reference\/spotf\/egress-sink\/list-routes/);
});
