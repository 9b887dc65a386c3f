import {test, expect} from '../support/fixtures';
import {destinationOf, homeSearchBox, suggestionsFor} from './suggestions';

test('each suggestion opens a different page or section', async ({page}) => {
  const box = await homeSearchBox(page);
  // 423 is in the description and the first section of an operation page alike.
  for (const query of ['egress route', '423']) {
    const suggestions = await suggestionsFor(page, box, query);
    const destinations: string[] = [];
    for (let position = 0; position < (await suggestions.count()); position += 1) {
      const destination = await destinationOf(page, suggestions.nth(position));
      destinations.push(destination.path + destination.hash);
    }
    expect(destinations.length).toBeGreaterThan(1);
    expect(destinations, `suggestions for "${query}"`).toEqual([...new Set(destinations)]);
  }
});

test('every suggestion names where it is, so a generic section title never stands alone', async ({page}) => {
  const box = await homeSearchBox(page);
  for (const query of ['troubleshooting', 'request', 'egress route']) {
    const suggestions = await suggestionsFor(page, box, query);
    await expect(suggestions.first()).toBeVisible();
    for (const text of await suggestions.allInnerTexts()) {
      const [title, ...where] = text.split('\n').filter((line) => line.trim());
      expect(where, `"${title}" for "${query}" names its page`).not.toEqual([]);
    }
  }
});
