import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {withoutSidebarLinks} from '../../plugins/search-index/after-build';
import {
  refineSearchIndex,
  type SearchDocument,
  type SearchIndexPart,
} from '../../plugins/search-index/refine';
import {apiReference} from '../../src/references';
import {buildDir, builtFileOf, markdownFilesListedInLlmsTxt} from '../support/built-site';
import {markdownPathOf} from '../../plugins/llms-export/paths';

// The search plugin's own steps from built pages to its index, as its postBuild runs them; the
// package ships no typings for them.
type ScanDocuments = (
  pages: Array<{filePath: string; url: string; type: 'docs'}>,
  config: {ignoreCssSelectors: string[]; forceIgnoreNoIndex: boolean},
) => Promise<SearchDocument[][]>;
type BuildIndex = (
  documents: SearchDocument[][],
  config: {language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer: boolean},
) => Array<{documents: SearchDocument[]; index: unknown}>;
const {scanDocuments} =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- no typings to import by
  require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments.js') as {
    scanDocuments: ScanDocuments;
  };
const {buildIndex} =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- no typings to import by
  require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js') as {
    buildIndex: BuildIndex;
  };

type SerializedIndex = {
  fields: string[];
  invertedIndex: Array<[string, Record<string, Record<string, {position?: number[][]}>>]>;
};

const GUIDE = '/consume-data/egress-sinks/';

// plugins/search-index/refine.ts rewrites the index this plugin writes; its unit test feeds it
// parts written by hand. Here the plugin writes them, from a built guide.
describe('the search index as the plugin writes it, which plugins/search-index/refine.ts reads', async () => {
  const documents = await scanDocuments([{filePath: builtFileOf(GUIDE)!, url: GUIDE, type: 'docs'}], {
    ignoreCssSelectors: [],
    forceIgnoreNoIndex: true,
  });
  const parts = JSON.parse(
    JSON.stringify(
      buildIndex(documents, {language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false}),
    ),
  ) as Array<{documents: SearchDocument[]; index: SerializedIndex}>;
  const fieldsOf = (part: {documents: SearchDocument[]}) =>
    [...new Set(part.documents.flatMap((document) => Object.keys(document)))].sort();

  it('has the five parts, in order, with the document fields refine.ts reads', () => {
    // Titles, headings, descriptions, keywords (none on this site) and contents.
    expect(parts.map(fieldsOf), 'document fields of each part').toEqual([
      ['b', 'i', 't', 'u'],
      ['h', 'i', 'p', 't', 'u'],
      ['i', 'p', 's', 't', 'u'],
      [],
      ['h', 'i', 'p', 's', 't', 'u'],
    ]);
    expect(parts[0].documents[0]).toMatchObject({u: GUIDE, t: 'Egress sinks'});
  });

  it('indexes field t of each part with the positions of its matches', () => {
    for (const {index} of parts) expect(index.fields).toEqual(['t']);
    const [, egress] = parts[0].index.invertedIndex.find(([term]) => term === 'egress')!;
    expect(
      Object.values(egress.t)[0].position,
      'where a title match is, which the search box highlights by',
    ).toEqual([[0, 6]]);
  });

  it('is one that refine.ts rewrites without losing the page', () => {
    const refined = refineSearchIndex(parts as SearchIndexPart[], []);
    expect(refined).toHaveLength(5);
    expect(refined[0].documents.map(({u}) => u)).toContain(GUIDE);
  });
});

// plugins/search-index/after-build.ts runs the plugin's postBuild after the build, then rewrites
// the index files it writes, found by name.
describe('the search index in the build', () => {
  const indexFiles = fs.readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file));
  const readParts = () =>
    JSON.parse(fs.readFileSync(path.join(buildDir, indexFiles[0]), 'utf8')) as SearchIndexPart[];

  it('is one file at the build root, where after-build.ts looks for it', () => {
    expect(indexFiles, 'search-index*.json files at the build root').toHaveLength(1);
  });

  it('has been rewritten by refine.ts: it holds no description of a reference page', () => {
    const parts = readParts();
    expect(parts[0].documents.some(({u}) => u.startsWith(apiReference.route))).toBe(true);
    expect(parts[2].documents.filter(({u}) => u.startsWith(apiReference.route))).toEqual([]);
  });

  // The plugin finds the pages through the build's props, which the build records for it
  // (after-build.ts): a prop it reads and is not given would leave pages out.
  it('has a title for every page that llms.txt lists', () => {
    const listed = markdownFilesListedInLlmsTxt().sort();
    const titled = [...new Set(readParts()[0].documents.map(({u}) => markdownPathOf(u)))].sort();
    expect(listed.length, 'pages in llms.txt').toBeGreaterThan(200);
    expect(titled).toEqual(listed);
  });
});

// after-build.ts hands the plugin copies of the pages without their sidebar links, which it never
// reads; the index must come out as it would from the pages themselves.
describe('a page without its sidebar links, which the index is written from', () => {
  const ROUTES = [
    GUIDE,
    '/api/',
    `${apiReference.route}/list-devices`,
    '/cli/reference/spotf/stream/create-or-update',
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'without-sidebar-links-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  const pages = ROUTES.map((route, position) => {
    const built = builtFileOf(route)!;
    const html = fs.readFileSync(built, 'utf8');
    const trimmed = path.join(dir, `${position}.html`);
    fs.writeFileSync(trimmed, withoutSidebarLinks(html));
    return {route, html, built, trimmed};
  });
  const sidebarLinks = (html: string) => html.match(/<li class="theme-doc-sidebar-item-link/g)?.length ?? 0;
  // Document ids count up across scans; what a document points at is kept, relative to the first.
  const scanned = async (filePath: string, url: string) => {
    const parts = await scanDocuments([{filePath, url, type: 'docs'}], {
      ignoreCssSelectors: [],
      forceIgnoreNoIndex: true,
    });
    const first = parts[0][0].i;
    return parts.map((part) =>
      part.map(({i, p, ...rest}) => ({...rest, i: i - first, ...(p === undefined ? {} : {p: p - first})})),
    );
  };

  it.each(pages)('$route keeps only its own link in the sidebar', ({html, trimmed}) => {
    expect(sidebarLinks(html), 'links in the sidebar of the built page').toBeGreaterThan(1);
    expect(sidebarLinks(fs.readFileSync(trimmed, 'utf8'))).toBeLessThanOrEqual(1);
  });

  it.each(pages)(
    '$route gives the plugin the same documents, breadcrumb included',
    async ({route, built, trimmed}) => {
      expect(await scanned(trimmed, route)).toEqual(await scanned(built, route));
    },
  );
});
