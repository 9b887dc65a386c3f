// The modules of @easyops-cn/docusaurus-search-local's browser code that `worker.ts` reuses, and the
// part of lunr 2 it calls; neither package ships typings for them.

declare module 'lunr' {
  type Token = {toString(): string};
  type Index = {
    invertedIndex: Record<string, unknown>;
    pipeline: {runString(text: string): string[]};
    query(build: (query: {term(term: string, options: object): void}) => void): Array<{
      ref: string;
      score: number;
      matchData: {metadata: unknown};
    }>;
  };
  const lunr: {
    Index: {load(serialized: unknown): Index};
    Token: new (text: string) => Token;
    stopWordFilter(token: Token): Token | undefined;
  };
  export default lunr;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  export const searchIndexUrl: string;
  export const language: string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js' {
  type QueryTerm = {value: string; presence: number; wildcard: number; editDistance?: number};
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): Array<{tokens: string[]; term: QueryTerm[]}>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js' {
  export function sortSearchResults(results: object[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults.js' {
  export function processTreeStatusOfSearchResults(results: object[]): void;
}
