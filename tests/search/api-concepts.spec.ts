import {test, expect} from '../support/fixtures';
import {apiConceptQueries} from './api-concept-queries';
import {destinationOf, homeSearchBox, suggestionsFor} from './suggestions';

const SUGGESTIONS_LOOKED_AT = 3;
const isReferencePage = (path: string) => /^\/(api\/reference|cli\/reference)\//.test(path);

// A concept of the web API, a status code or a pasted error name finds the section that explains it
// among the first three suggestions, with no operation or command page that only mentions it above,
// and no page taking two of those three places.
test('API concepts, status codes and pasted error names find the section that explains them', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  const box = await homeSearchBox(page);
  const misses: string[] = [];
  for (const {query, answeredBy} of apiConceptQueries) {
    const suggestions = await suggestionsFor(page, box, query);
    const shown = Math.min(SUGGESTIONS_LOOKED_AT, await suggestions.count());
    const destinations: Array<{path: string; hash: string}> = [];
    for (let position = 0; position < shown; position += 1)
      destinations.push(await destinationOf(page, suggestions.nth(position)));
    const listed = destinations.map(({path, hash}) => path + hash);
    const answer = destinations.findIndex(({path, hash}) => answeredBy.includes(path + hash));
    const pages = destinations.map(({path}) => path);
    const problems = [
      answer < 0 ? 'no answer in the first three' : '',
      destinations.slice(0, Math.max(answer, 0)).some(({path}) => isReferencePage(path))
        ? 'a reference page comes first'
        : '',
      new Set(pages).size < pages.length ? 'a page takes two places' : '',
    ].filter(Boolean);
    if (problems.length)
      misses.push(`"${query}": ${problems.join(', ')}; got ${listed.join(', ') || 'nothing'}`);
  }
  console.log(misses.join('\n'));
  expect(misses).toEqual([]);
});
