import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  refineSearchIndex,
  type SearchDocument,
  type SearchIndexPart,
} from '../../plugins/search-index/refine';

type Match = {ref: string; matchData: {metadata: Record<string, Record<string, {position: number[][]}>>}};
const lunr = createRequire(require.resolve('@easyops-cn/docusaurus-search-local'))('lunr') as {
  Index: {load(serialized: unknown): {search(query: string): Match[]}};
};

const guide = {i: 1, t: 'Egress sinks', u: '/consume-data/egress-sinks/', b: ['Guides', 'Consume data']};
const operation = {i: 2, t: 'GET Egress Route', u: '/api/reference/get-egress-route', b: ['API']};
const remoteConfiguration = {
  i: 3,
  t: 'Configure devices remotely',
  u: '/configure-devices-remotely/',
  b: ['Guides'],
};
const manyOperations = Array.from({length: 10}, (_, n) => ({
  i: 100 + n,
  t: `Operation ${n}`,
  u: `/api/reference/op-${n}`,
}));

const egressRoutes = {i: 10, t: 'Egress routes', u: guide.u, h: '#egress-routes', p: guide.i};
const desiredProperties = {i: 11, t: 'Desired properties', u: remoteConfiguration.u, h: '#desired', p: 3};
const example = {i: 12, t: 'Read one route', u: operation.u, h: '#read-one-route', p: operation.i};
const headings: SearchDocument[] = [
  egressRoutes,
  desiredProperties,
  example,
  {
    i: 13,
    t: 'https://api.eu1.spotflow.io/workspaces/:workspaceId/egress-routes',
    u: operation.u,
    h: '',
    p: 2,
  },
  ...manyOperations.map((page, n) => ({i: 200 + n, t: 'Request', u: page.u, h: '#request', p: page.i})),
];
const descriptions: SearchDocument[] = [
  {i: guide.i, t: 'Where device data goes after a stream.', s: guide.t, u: guide.u, p: guide.i},
  {i: operation.i, t: 'Reads one egress route.', s: operation.t, u: operation.u, p: operation.i},
];
const exitCodes = 'Code Meaning 0 Success 1 General error';
const cliPages = ['/cli/reference', ...manyOperations.map((page) => page.u.replace('/api/', '/cli/'))];
const contents: SearchDocument[] = [
  ...cliPages.map((u, n) => ({i: 300 + n, t: exitCodes, u, h: '#exit-codes'})),
  {i: 400, t: 'Streams hold messages until their sinks take them.', u: guide.u, h: ''},
  {i: 401, t: 'Streams hold messages until their sinks take them.', u: remoteConfiguration.u, h: ''},
];
const part = (documents: SearchDocument[]): SearchIndexPart => ({documents, index: {}});
const pages = [guide, operation, remoteConfiguration, ...manyOperations];
const written = [part(pages), part(headings), part(descriptions), part([]), part(contents)];
const synonyms = [{readerWords: 'device twin', platformWords: 'desired properties', why: 'test'}];

const refined = refineSearchIndex(written, synonyms);
// Every word is required, as in the search box.
const titleMatches = (query: string) =>
  lunr.Index.load(refined[0].index).search(query.replace(/\S+/g, (word) => `+${word}`));
const titlesFound = (query: string) => titleMatches(query).map(({ref}) => Number(ref));

describe('the refined search index', () => {
  it('lists the guide section that explains a concept before the operation named after it', () => {
    expect(titlesFound('egress route').slice(0, 2)).toEqual([egressRoutes.i, operation.i]);
  });

  it('shows a guide section as a title that names its page, and no longer as a heading', () => {
    expect(refined[0].documents).toContainEqual({
      ...egressRoutes,
      p: undefined,
      b: ['Guides', 'Consume data', 'Egress sinks'],
    });
    expect(refined[1].documents.map(({i}) => i)).not.toContain(egressRoutes.i);
  });

  it('finds a section by the words readers use for what it names', () => {
    expect(titlesFound('twin')).toEqual([desiredProperties.i]);
  });

  it('finds a guide section by the words of its page and category, and an operation by its own name only', () => {
    expect(titlesFound('consume routes')).toEqual([egressRoutes.i]);
    expect(titlesFound('api route')).toEqual([]);
  });

  it('ranks a guide over other guides before them for the words they share', () => {
    const overview = {i: 1, t: 'Egress sinks, routes and events', u: '/sinks/', b: ['Guides']};
    const sink = {i: 2, t: 'Delta egress sink', u: '/sinks/delta/', b: ['Guides', 'Egress sinks']};
    const schema = {
      i: 3,
      t: 'Delta schema',
      u: '/sinks/delta/schema',
      b: ['Guides', 'Egress sinks', 'Delta sink'],
    };
    const [titles] = refineSearchIndex(
      [part([schema, sink, overview]), part([]), part([]), part([]), part([])],
      [],
    );
    const found = lunr.Index.load(titles.index).search('+egress');
    expect(found.map(({ref}) => Number(ref))).toEqual([overview.i, sink.i, schema.i]);
  });

  it('lists the field names of an operation among the reference headings, opening the operation', () => {
    const withFields = refineSearchIndex(
      written,
      synonyms,
      new Map([[operation.u, ['lastSeenTime', 'deviceId']]]),
    );
    const fieldList = withFields[1].documents.find(({t}) => t.includes('lastSeenTime'));
    expect(fieldList).toMatchObject({u: operation.u, p: operation.i});
    const found = lunr.Index.load(withFields[1].index).search('lastseentime');
    expect(found.map(({ref}) => Number(ref))).toEqual([fieldList?.i]);
  });

  it('finds an operation page by the words of its operation ID, which its title was before it became a sentence', () => {
    const start = {
      i: 1,
      t: 'Start a provisioning operation',
      u: '/api/reference/init-provisioning-operation',
    };
    const [titles] = refineSearchIndex([part([start]), part([]), part([]), part([]), part([])], []);
    expect(
      lunr.Index.load(titles.index)
        .search('+init +provisioning')
        .map(({ref}) => Number(ref)),
    ).toEqual([start.i]);
  });

  it('finds a name joined by slashes by each of its parts, as a reader pastes it from an error', () => {
    const problemTypes = {i: 500, t: 'Conflict: /problems/dataFlows/deltaSchemaConflict', u: '/api/', h: ''};
    const [, , , , contentsPart] = refineSearchIndex(
      [part(pages), part([]), part([]), part([]), part([problemTypes])],
      [],
    );
    for (const word of ['deltaSchemaConflict', 'dataFlows'])
      expect(
        lunr.Index.load(contentsPart.index)
          .search(word)
          .map(({ref}) => Number(ref)),
      ).toEqual([500]);
  });

  it('keeps the first two places of a word in a document, which the extract shown starts at', () => {
    const repeated = {i: 500, t: 'A sink, a second sink, a third sink.', u: guide.u, h: ''};
    const [, , , , contentsPart] = refineSearchIndex(
      [part(pages), part([]), part([]), part([]), part([repeated])],
      [],
    );
    const [match] = lunr.Index.load(contentsPart.index).search('sink');
    expect(match.matchData.metadata.sink.t.position).toEqual([
      [2, 5],
      [17, 5],
    ]);
  });

  it('gives every title match a position in the shown title, which the search box highlights by', () => {
    for (const {matchData} of titleMatches('twin')) {
      const positions = Object.values(matchData.metadata).flatMap((fields) => fields.t?.position ?? []);
      expect(positions).not.toEqual([]);
    }
  });

  it('drops headings repeated on many pages and endpoint URLs, keeping the reference page’s own', () => {
    expect(refined[1].documents.map(({t}) => t)).toEqual([example.t]);
  });

  it('drops the descriptions of reference pages, which repeat their first section', () => {
    expect(refined[2].documents.map(({u}) => u)).toEqual([guide.u]);
  });

  it('keeps text that many pages repeat word for word on the shortest-addressed page only', () => {
    const pagesWith = (text: string) => refined[4].documents.filter(({t}) => t === text).map(({u}) => u);
    expect(pagesWith(exitCodes)).toEqual(['/cli/reference']);
    expect(pagesWith('Streams hold messages until their sinks take them.')).toEqual([
      guide.u,
      remoteConfiguration.u,
    ]);
  });
});
