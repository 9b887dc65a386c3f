import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// plugins/search-index/worker.ts replaces the search plugin's worker and imports its helpers by path.
const client = path.dirname(
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js'),
);
const read = (file: string) => fs.readFileSync(path.join(client, file), 'utf8');

/** The plugin's worker.js that worker.ts follows (0.55.3); compare the two when this changes. */
const FOLLOWED_WORKER_SHA256 = 'bd81e902cc6fe3888b72297bc9ea2cb7359b74dc8fa239247f51ed84349e0a6a';

describe('the search worker swap', () => {
  it('replaces the worker the plugin starts, which is still the one worker.ts follows', () => {
    expect(
      read('searchByWorker.js'),
      'the plugin starts its worker another way, so the alias to worker.ts matches nothing',
    ).toContain('new Worker(new URL("./worker.js", import.meta.url))');
    expect(
      createHash('sha256').update(read('worker.js')).digest('hex'),
      'the plugin’s worker.js changed: bring plugins/search-index/worker.ts in line, then update the hash',
    ).toBe(FOLLOWED_WORKER_SHA256);
  });

  it('finds the plugin helpers it imports, with the exports it calls', () => {
    const helpers = {
      '../utils/tokenize.js': 'export function tokenize(text, language)',
      '../utils/smartQueries.js': 'export function smartQueries(tokens, zhDictionary)',
      '../utils/sortSearchResults.js': 'export function sortSearchResults(results)',
      '../utils/processTreeStatusOfSearchResults.js':
        'export function processTreeStatusOfSearchResults(results)',
      '../utils/proxiedGeneratedConstants.js': 'generated-constants.js',
    };
    for (const [file, signature] of Object.entries(helpers)) expect(read(file), file).toContain(signature);
  });
});
