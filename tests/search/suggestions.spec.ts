import {test, expect} from '../support/fixtures';
import {readySearchBox} from '../support/search-box';
import {destinationOfSuggestion} from './suggestions';

test('each suggestion opens a different page or section', async ({page}) => {
  // 423 is in the description and the first section of an operation page alike.
  for (const query of ['egress route', '423']) {
    const destinations: string[] = [];
    for (let position = 0; ; position += 1) {
      const destination = await destinationOfSuggestion(page, query, position);
      if (!destination) break;
      destinations.push(destination.path + destination.hash);
    }
    expect(destinations.length).toBeGreaterThan(1);
    expect(destinations, `suggestions for "${query}"`).toEqual([...new Set(destinations)]);
  }
});

test('every suggestion names where it is, so a generic section title never stands alone', async ({page}) => {
  await page.goto('/');
  const box = await readySearchBox(page);
  for (const query of ['troubleshooting', 'request', 'egress route']) {
    await box.fill(query);
    const suggestions = page.getByRole('option');
    await expect(suggestions.first()).toBeVisible({timeout: 20_000});
    for (const text of await suggestions.allInnerTexts()) {
      const [title, ...where] = text.split('\n').filter((line) => line.trim());
      expect(where, `"${title}" for "${query}" names its page`).not.toEqual([]);
    }
  }
});
