import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadDocument, resolvedOperations} from '../../plugins/openapi-pages/document';
import {PARTIALS_FOLDER} from '../../plugins/openapi-pages/partials';
import {apiReference} from '../../src/references';
import {buildDir, repoRoot} from '../support/built-site';

const operations = resolvedOperations(loadDocument(path.join(repoRoot, apiReference.source)));

/** The document's shared responses (`components/responses`) that at least half the operations list. */
function responsesMostOperationsList(): string[] {
  const listedBy = new Map<string, number>();
  for (const {responses} of operations)
    for (const name of new Set(responses.map(([, , sharedName]) => sharedName)))
      if (name) listedBy.set(name, (listedBy.get(name) ?? 0) + 1);
  return [...listedBy].filter(([, count]) => count >= operations.length / 2).map(([name]) => name);
}

/** The heading anchors (`{#…}`) of the partial `npm run gen` wrote for a shared response. */
const anchorsOfResponse = (name: string) =>
  [
    ...fs
      .readFileSync(path.join(repoRoot, apiReference.folder, PARTIALS_FOLDER, `Response${name}.mdx`), 'utf8')
      .matchAll(/\{#([\w-]+)\}/g),
  ].map(([, anchor]) => anchor);

const scriptsDir = path.join(buildDir, 'assets/js');
const scripts = fs
  .readdirSync(scriptsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({file, text: fs.readFileSync(path.join(scriptsDir, file), 'utf8')}));

describe('the responses most operation pages list', () => {
  const shared = responsesMostOperationsList();

  it('are the error responses of nearly every operation', () => {
    expect(shared).toEqual(expect.arrayContaining(['Unauthorized', 'InternalServerError']));
  });

  it.each(shared)('%s ships in one script, which a reader downloads once for all operation pages', (name) => {
    const anchors = anchorsOfResponse(name);
    expect(anchors.length).toBeGreaterThan(0);
    for (const anchor of anchors) {
      const holders = scripts.filter(({text}) => text.includes(`"${anchor}"`)).map(({file}) => file);
      expect(holders, anchor).toEqual([expect.stringMatching(/^api-partials\.[0-9a-f]+\.js$/)]);
    }
  });
});
