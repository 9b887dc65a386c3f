import fs from 'node:fs';
import {test, expect} from '../support/fixtures';
import {apiReference} from '../../src/references';
import {operationFields, type OpenApiDocument} from '../../plugins/search-index/operation-fields';
import {destinationOf, homeSearchBox, suggestionsFor} from './suggestions';

test('a misspelled product term finds its page first', async ({page}) => {
  const box = await homeSearchBox(page);
  const misspellings = {
    provisoning: '/connect-devices',
    telemtry: '/send-data',
    egres: '/consume-data/egress-sinks',
    databriks: '/consume-data/egress-sinks/delta/tutorial-databricks',
    teltonka: '/send-data/tutorial-send-telemetry-teltonika-rutx',
  };
  for (const [query, answer] of Object.entries(misspellings)) {
    const suggestions = await suggestionsFor(page, box, query);
    expect(await suggestions.count(), `suggestions for "${query}"`).toBeGreaterThan(0);
    expect((await destinationOf(page, suggestions.first())).path, `first suggestion for "${query}"`).toBe(
      answer,
    );
  }
  // Nothing is near a word that no page uses, so nothing is suggested.
  await suggestionsFor(page, box, 'qzxjvwkplm');
  await expect(page.getByText('No results')).toBeVisible();
});

test('a field name lists the operations that carry it', async ({page}) => {
  const fields = operationFields(JSON.parse(fs.readFileSync(apiReference.source, 'utf8')) as OpenApiDocument);
  const box = await homeSearchBox(page);
  for (const field of ['lastSeenTime', 'continuationToken']) {
    const carrying = [...fields]
      .filter(([, names]) => names.includes(field))
      .map(([id]) => `${apiReference.route}/${id}`);
    const suggestions = await suggestionsFor(page, box, field);
    const listed = Math.min(carrying.length, await suggestions.count());
    const operations: string[] = [];
    for (let position = 0; position < listed; position += 1) {
      operations.push((await destinationOf(page, suggestions.nth(position))).path);
    }
    expect(listed, `suggestions for ${field}`).toBeGreaterThanOrEqual(Math.min(carrying.length, 3));
    expect(
      operations.filter((path) => !carrying.includes(path)),
      `suggestions for ${field} that do not carry it`,
    ).toEqual([]);
  }
});
