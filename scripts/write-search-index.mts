// Writes the search index from the pages `docusaurus build` has just written (see
// plugins/search-index/after-build.ts for why it runs after the build rather than inside it).
//
//   tsx scripts/write-search-index.mts
import path from 'node:path';
import {writeSearchIndex} from '../plugins/search-index/after-build';

await writeSearchIndex(path.resolve(import.meta.dirname, '..'));
