import {createRequire} from 'node:module';
import {apiReference, cliReference} from '../../src/references';
import type {Synonym} from './synonyms';

/**
 * One document of the search index as the search plugin writes it: `t` text, `u` page URL,
 * `h` section anchor, `p` the id of its page's title document, `s` section title, `b` breadcrumb.
 */
export type SearchDocument = {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
};
/** One of the index's parts, each a lunr index over its documents. */
export type SearchIndexPart = {documents: SearchDocument[]; index: unknown};

// The parts in the order the search plugin writes them and its search box queries them.
const TITLES = 0;
const HEADINGS = 1;
const DESCRIPTIONS = 2;
const CONTENTS = 4;

/** Headings found on this many pages (Request, Usage, Next steps...) tell one page from no other. */
const PAGES_SHARING_A_GENERIC_HEADING = 10;
/**
 * Title matches are listed before every other kind, ordered by score. Guides answer the
 * questions readers ask in words; an operation or command page answers its own name, which
 * its title carries, so guide titles and sections are weighted up to come first when both match.
 */
const GUIDE_BOOST = 4;
/** A page about a word answers it better than a section of a page about something else. */
const PAGE_TITLE_BOOST = 2;
/**
 * A guide with guides below it (Send data, Delta sink) introduces the concept they share words
 * with, and one with two levels below it (Egress sinks) is more general still: its title and sections
 * come before those of the guides below it. The factor per height: none, one level, two or more.
 */
const OVERVIEW_BOOSTS = [1, 2, 3];
const TITLE_WEIGHT_DECIMALS = 2;

const isReferencePage = (url: string) =>
  [apiReference.route, cliReference.route].some((route) => url.startsWith(route));

// The part of lunr 2 used here (the package ships no typings).
type LunrBuilder = {
  ref(field: string): void;
  field(name: string): void;
  metadataWhitelist: string[];
  add(document: Record<string, string>, attributes?: {boost: number}): void;
};
type Posting = {_index: number} & Record<string, Record<string, {position?: number[][]}> | number>;
type SerializedIndex = {fieldVectors: Array<[string, number[]]>; invertedIndex: Array<[string, Posting]>};
type Lunr = ((configure: (this: LunrBuilder) => void) => {toJSON(): SerializedIndex}) & {
  stemmer(token: {toString(): string}): {toString(): string};
  Token: new (text: string) => {toString(): string};
};
/** The lunr the search plugin builds and loads its index with, so both sides read one format. */
const lunr: Lunr = createRequire(require.resolve('@easyops-cn/docusaurus-search-local'))('lunr');
const stemOf = (word: string) => lunr.stemmer(new lunr.Token(word)).toString();

/**
 * A lunr index over `t`, as the search plugin builds it, optionally with words indexed after
 * a document's text and weights per document. The search box highlights a match by its
 * positions in `t`: words placed after the stored text give positions past its end, which
 * it shows as nothing, where a match outside `t` would break its rendering.
 */
function buildLunrIndex(
  documents: SearchDocument[],
  {extraWords = new Map<number, string>(), boostOf = () => 1, weightDecimals = 1}: IndexOptions = {},
) {
  const index = lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const document of documents) {
      const text = [document.t, extraWords.get(document.i)].filter(Boolean).join(' ');
      this.add({i: String(document.i), t: text}, {boost: boostOf(document)});
    }
  }).toJSON();
  // A document's vector alternates term numbers and term weights, which lunr writes with three decimals.
  const rounded = (value: number, position: number) =>
    position % 2 === 1 ? Number(value.toFixed(weightDecimals)) : value;
  return {
    ...index,
    fieldVectors: index.fieldVectors.map(([ref, vector]) => [ref, vector.map(rounded)]),
    invertedIndex: index.invertedIndex.map(([term, posting]) => [term, withFirstPositions(posting)]),
  };
}

/**
 * Where a word stands in a document serves only to highlight it in the suggestion's extract of some
 * 50 characters, which starts at its first place: the places after the second are dropped, which
 * matches and ranks the same and keeps the index some 37 KB smaller.
 */
const POSITIONS_KEPT = 2;
function withFirstPositions(posting: Posting): Posting {
  return Object.fromEntries(
    Object.entries(posting).map(([field, documents]) => [
      field,
      typeof documents === 'number'
        ? documents
        : Object.fromEntries(
            Object.entries(documents).map(([ref, metadata]) => [
              ref,
              {...metadata, position: metadata.position?.slice(0, POSITIONS_KEPT)},
            ]),
          ),
    ]),
  ) as Posting;
}

type IndexOptions = {
  extraWords?: Map<number, string>;
  boostOf?: (document: SearchDocument) => number;
  /**
   * Decimals kept of each term weight (lunr writes three). Titles, whose order decides the first
   * suggestions, keep two (`TITLE_WEIGHT_DECIMALS`), which changes no ranking either query set checks;
   * headings and contents keep one, which orders their matches as coarsely as a reader would notice
   * (one query of the readers' set swaps its first two suggestions) and keeps the index some 35 KB
   * below the 800 KB budget that more reference content will need.
   */
  weightDecimals?: number;
};

/**
 * A paragraph or table that many pages print word for word (the CLI's global options and exit codes)
 * stays a hit on one page only, the one with the shortest URL (the reference's overview), so a search
 * for it lists one answer rather than every page that repeats it.
 */
function withoutRepeatedContents(contents: SearchDocument[]): SearchDocument[] {
  const pagesPerText = new Map<string, SearchDocument[]>();
  for (const content of contents)
    pagesPerText.set(content.t, [...(pagesPerText.get(content.t) ?? []), content]);
  const kept = new Set<SearchDocument>();
  for (const sharing of pagesPerText.values()) {
    if (new Set(sharing.map((content) => content.u)).size < PAGES_SHARING_A_GENERIC_HEADING) {
      sharing.forEach((content) => kept.add(content));
    } else {
      kept.add(
        sharing.reduce((shortest, content) => (content.u.length < shortest.u.length ? content : shortest)),
      );
    }
  }
  return contents.filter((content) => kept.has(content));
}

const isGenericHeading = (title: string, pagesUsing: number) =>
  pagesUsing >= PAGES_SHARING_A_GENERIC_HEADING || /^https?:\/\//.test(title);

/** The words of a text, lower-cased and space-delimited, for whole-word comparison. */
const wordsOf = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/**
 * The words of `more` that `text` and the words before them do not already say (compared by stem),
 * so that a page below "Egress sinks" does not count "egress" twice and outrank the page itself.
 */
function newWords(text: string, more: string[]) {
  const said = new Set(wordsOf(text).trim().split(' ').map(stemOf));
  return wordsOf(more.join(' '))
    .trim()
    .split(' ')
    .filter((word) => word && !said.has(stemOf(word)) && said.add(stemOf(word)));
}

/** The last part of an operation page's path, its operation ID (`get-subjects-batch`), as words. */
const operationIdOf = (url: string) => url.replace(/\/$/, '').split('/').pop()!.replaceAll('-', ' ');

function readerWordsFor(documents: SearchDocument[], synonyms: Synonym[]) {
  const readerWords = new Map<number, string>();
  for (const document of documents) {
    const words = wordsOf(document.t);
    const matching = synonyms.filter(
      (synonym) =>
        words.includes(wordsOf(synonym.platformWords)) && (synonym.onPage ?? document.u) === document.u,
    );
    // A guide's page or section is also found by the words of where it sits (its category and, for a
    // section, its page): readers name the area along with the thing, as in "api pagination". An operation
    // page is also found by the words of its operation ID, which its title was until it became a sentence
    // ("GET Subjects Batch", now "Get subjects in a batch").
    const context = isReferencePage(document.u)
      ? newWords(
          document.t,
          document.u.startsWith(`${apiReference.route}/`) ? [operationIdOf(document.u)] : [],
        )
      : newWords(document.t, document.b ?? []);
    const extra = [...matching.map((synonym) => synonym.readerWords), ...context].join(' ');
    if (extra) readerWords.set(document.i, extra);
  }
  return readerWords;
}

/** A word joined to others by slashes, as problem types are: `/problems/dataFlows/deltaSchemaConflict`. */
const SLASHED = /[\p{L}\p{N}]*(?:\/[\p{L}\p{N}]+){2,}/gu;

/**
 * The parts of the slashed names in each text: lunr keeps `/problems/dataFlows/deltaSchemaConflict` as one
 * word, so the name a reader pastes from an error (`deltaSchemaConflict`) matched nothing.
 */
function pathSegmentsOf(documents: SearchDocument[]) {
  const segments = new Map<number, string>();
  for (const document of documents) {
    const words = [...document.t.matchAll(SLASHED)].flatMap(([path]) => path.split('/').filter(Boolean));
    if (words.length > 0) segments.set(document.i, [...new Set(words)].join(' '));
  }
  return segments;
}

/**
 * One document per operation page listing the names of the fields and parameters it carries, among
 * the reference headings: a search for a field lists the operations with it, after every title match,
 * so field names never push an operation above a guide for the words in its title. It opens the page.
 */
function fieldLists(parts: SearchIndexPart[], fieldsByPage: Map<string, string[]>): SearchDocument[] {
  let nextId = Math.max(...parts.flatMap(({documents}) => documents.map(({i}) => i))) + 1;
  return parts[TITLES].documents.flatMap((page) => {
    const fields = fieldsByPage.get(page.u.replace(/\/$/, ''));
    return fields?.length ? [{i: nextId++, t: fields.join(' '), u: page.u, h: '', p: page.i}] : [];
  });
}

/**
 * The search index, reworked to answer questions rather than echo names:
 * - headings every generated page repeats (Request, Responses, Usage...) and endpoint URLs
 *   are no longer hits of their own; their sections stay findable by their text;
 * - the descriptions of generated reference pages are dropped, as their first section says
 *   the same and a match listed the page twice;
 * - text that many pages repeat word for word is a hit on one page only;
 * - the sections of guides move up among the titles, naming their page in the breadcrumb,
 *   so the section that explains a concept competes with the operations named after it;
 * - guide titles and sections are weighted above operation and command pages;
 * - titles and sections are also found by the reader's words for what they name, and guide pages and
 *   sections by the words of their breadcrumb;
 * - operation pages are also found by the names of their fields (`fieldsByPage`, page path to names);
 * - term weights are kept to two decimals.
 */
export function refineSearchIndex(
  parts: SearchIndexPart[],
  synonyms: Synonym[],
  fieldsByPage = new Map<string, string[]>(),
): SearchIndexPart[] {
  const pages = new Map(parts[TITLES].documents.map((page) => [page.i, page]));
  const headings = parts[HEADINGS].documents;
  const pagesPerHeading = new Map<string, Set<number | undefined>>();
  for (const heading of headings) {
    pagesPerHeading.set(heading.t, (pagesPerHeading.get(heading.t) ?? new Set()).add(heading.p));
  }
  const keptHeadings = headings.filter(
    (heading) => !isGenericHeading(heading.t, pagesPerHeading.get(heading.t)?.size ?? 0),
  );
  const referenceHeadings = [
    ...keptHeadings.filter((heading) => isReferencePage(heading.u)),
    ...fieldLists(parts, fieldsByPage),
  ];
  const guideSections = keptHeadings
    .filter((heading) => !isReferencePage(heading.u))
    .map(({i, t, u, h, p}) => {
      const page = pages.get(p ?? -1);
      const pageBreadcrumb = page?.b ?? [];
      // A page that opens its sidebar category ends the breadcrumb already.
      const named = pageBreadcrumb.at(-1) === page?.t || !page;
      return {i, t, u, h, b: named ? pageBreadcrumb : [...pageBreadcrumb, page.t]};
    });
  const titles = [...parts[TITLES].documents, ...guideSections];
  const keptDescriptions = parts[DESCRIPTIONS].documents.filter(
    (description) => !isReferencePage(description.u),
  );

  const keptContents = withoutRepeatedContents(parts[CONTENTS]?.documents ?? []);

  const guidePages = [...pages.values()].filter((page) => !isReferencePage(page.u) && page.u !== '/');
  /** How many levels of guides sit below a guide page. */
  const heightOf = (u: string): number =>
    Math.max(
      0,
      ...guidePages
        .filter((page) => page.u !== u && page.u.startsWith(u))
        .map((page) => 1 + heightOf(page.u)),
    );
  const overviewBoost = new Map(
    guidePages.map(({u}) => [u, OVERVIEW_BOOSTS[Math.min(heightOf(u), OVERVIEW_BOOSTS.length - 1)]]),
  );
  const boostOf = (document: SearchDocument) =>
    (isReferencePage(document.u) ? 1 : GUIDE_BOOST) *
    (pages.has(document.i) ? PAGE_TITLE_BOOST : 1) *
    (overviewBoost.get(document.u) ?? 1);
  const rebuilt = new Map<number, SearchIndexPart>([
    [
      TITLES,
      {
        documents: titles,
        index: buildLunrIndex(titles, {
          extraWords: readerWordsFor(titles, synonyms),
          boostOf,
          weightDecimals: TITLE_WEIGHT_DECIMALS,
        }),
      },
    ],
    [HEADINGS, {documents: referenceHeadings, index: buildLunrIndex(referenceHeadings)}],
    [DESCRIPTIONS, {documents: keptDescriptions, index: buildLunrIndex(keptDescriptions)}],
    [
      CONTENTS,
      {
        documents: keptContents,
        index: buildLunrIndex(keptContents, {extraWords: pathSegmentsOf(keptContents)}),
      },
    ],
  ]);
  return parts.map((part, position) => rebuilt.get(position) ?? part);
}
