/**
 * The search plugin's Web Worker (`dist/client/client/theme/worker.js`, which this module replaces),
 * with one addition: when a query word matches nothing in the index, the query is tried again with
 * the nearest words the pages use (`typo-tolerance.ts`), and those results follow the ones for the
 * query as typed. Loading the index, building the lunr queries, sorting and grouping the results
 * are the plugin's own code, imported from it.
 */
import * as Comlink from 'comlink';
import lunr from 'lunr';
import {
  language,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
import {smartQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js';
import {sortSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults.js';
import type {SearchDocument} from './refine';
import {correctedSpellings, trimmed, vocabularyOf, type Vocabulary} from './typo-tolerance';

type Part = {type: number; documents: SearchDocument[]; index: ReturnType<typeof lunr.Index.load>};
type LoadedIndex = {
  parts: Part[];
  isKnown: (token: string, position: number, tokens: string[]) => boolean;
  vocabulary: () => Vocabulary;
};

const TITLES = 0;
const loaded = new Map<string, Promise<LoadedIndex>>();

async function loadIndex(baseUrl: string, searchContext: string): Promise<LoadedIndex> {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected version url');
  const json = (await (await fetch(url)).json()) as Array<{documents: SearchDocument[]; index: unknown}>;
  const parts = json.map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index)}));
  // Sorted once, on first need, so that a word still being typed is known when an indexed term starts with it.
  let sortedTerms: string[] | undefined;
  const hasTermStartingWith = (prefix: string) => {
    const terms = (sortedTerms ??= [
      ...new Set(parts.flatMap(({index}) => Object.keys(index.invertedIndex))),
    ].sort());
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    return low < terms.length && terms[low].startsWith(prefix);
  };
  const isKnown = (token: string, position: number, tokens: string[]) => {
    const word = trimmed(token);
    if (!word || !lunr.stopWordFilter(new lunr.Token(word))) return true;
    const stems = parts[TITLES].index.pipeline.runString(word);
    if (stems.some((stem) => parts.some(({index}) => Object.hasOwn(index.invertedIndex, stem)))) return true;
    // The plugin also looks the last word up as the start of a longer one.
    return position === tokens.length - 1 && [word, ...stems].some(hasTermStartingWith);
  };
  let vocabulary: Vocabulary | undefined;
  return {
    parts,
    isKnown,
    vocabulary: () =>
      (vocabulary ??= vocabularyOf(parts.flatMap(({documents}) => documents.map(({t}) => t)))),
  };
}

const loadedIndex = (baseUrl: string, searchContext: string) => {
  const key = `${baseUrl}${searchContext}`;
  if (!loaded.has(key)) loaded.set(key, loadIndex(baseUrl, searchContext));
  return loaded.get(key)!;
};

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string) {
    await loadedIndex(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number) {
    // The index trimmed its words of leading and trailing punctuation (lunr's trimmer); a query word
    // is trimmed alike, so `/provisioning-operations/approve` finds what `provisioning-operations/approve` does.
    const rawTokens = tokenize(input, language)
      .map((token) => token.replace(/^\W+|\W+$/g, ''))
      .filter(Boolean);
    if (rawTokens.length === 0) return [];
    const {parts, isKnown, vocabulary} = await loadedIndex(baseUrl, searchContext);
    const spellings = [
      rawTokens,
      ...correctedSpellings(rawTokens, (token, position) => isKnown(token, position, rawTokens), vocabulary),
    ];
    const results: Array<{document: SearchDocument}> = [];
    search: for (const spelling of spellings) {
      // No Chinese word dictionary: the site is in English only.
      for (const {term, tokens} of smartQueries(spelling, [])) {
        for (const {documents, index, type} of parts) {
          const matches = index.query((query) => {
            for (const {value, wildcard, presence, editDistance} of term) {
              query.term(value, {wildcard, presence, ...(editDistance ? {editDistance} : null)});
            }
          });
          for (const {ref, score, matchData} of matches) {
            const document = documents.find(({i}) => String(i) === ref)!;
            // A page is suggested once, by its best match: its other sections would take the places of other pages.
            if (results.some((result) => result.document.u === document.u)) continue;
            results.push({
              document,
              type,
              page: type !== TITLES && parts[TITLES].documents.find(({i}) => i === document.p),
              metadata: matchData.metadata,
              tokens,
              score,
            } as {document: SearchDocument});
            if (results.length >= limit) break search;
          }
        }
      }
    }
    sortSearchResults(results);
    processTreeStatusOfSearchResults(results);
    return results;
  }
}

Comlink.expose(SearchWorker);
