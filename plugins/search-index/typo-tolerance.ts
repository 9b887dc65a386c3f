/**
 * Spelling correction for the search box: a query word that matches nothing in the index is
 * retried as the nearest words the pages use. Kept apart from the search worker so that it can
 * be tested without a browser.
 */

/** Words shorter than this are never corrected: one edit turns them into too many other words. */
const SHORTEST_CORRECTED_WORD = 3;
/** From this length a word may be two edits away from the word meant. */
const TWO_EDITS_FROM_LENGTH = 8;
/** The nearest words tried for one misspelled word, most frequent first. */
const NEAREST_WORDS_TRIED = 3;
/** Corrected queries tried after the query as typed, fewest edits first. */
const SPELLINGS_TRIED = 4;

/** Every word the pages use, with how often, grouped by length for the nearest-word search. */
export type Vocabulary = {frequency: Map<string, number>; byLength: Map<number, string[]>};

/** The vocabulary of some texts, split into words as lunr splits them (whitespace and hyphens). */
export function vocabularyOf(texts: Iterable<string>): Vocabulary {
  const frequency = new Map<string, number>();
  for (const text of texts) {
    for (const piece of text.toLowerCase().split(/[\s-]+/)) {
      const word = /^\w.*\w$|^\w$/.test(piece) ? piece : trimmed(piece);
      if (word) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const byLength = new Map<number, string[]>();
  for (const word of frequency.keys()) {
    const sameLength = byLength.get(word.length) ?? [];
    sameLength.push(word);
    byLength.set(word.length, sameLength);
  }
  return {frequency, byLength};
}

/** A word without the punctuation around it, as lunr's trimmer leaves it. */
export const trimmed = (word: string) => word.replace(/^\W+/, '').replace(/\W+$/, '');

export const editsAllowed = (word: string) =>
  word.length < SHORTEST_CORRECTED_WORD ? 0 : word.length < TWO_EDITS_FROM_LENGTH ? 1 : 2;

/** The Levenshtein distance of two words, or `max + 1` as soon as it is known to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = new Int32Array(b.length + 1).map((_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j] + 1, current[j - 1] + 1);
      rowMinimum = Math.min(rowMinimum, current[j]);
    }
    if (rowMinimum > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/** The words of the vocabulary nearest to `word` within its allowed edits, with their distance. */
export function nearestWords(vocabulary: Vocabulary, word: string): {words: string[]; distance: number} {
  const allowed = editsAllowed(word);
  let nearest: string[] = [];
  let distance = allowed + 1;
  for (let length = word.length - allowed; length <= word.length + allowed; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const edits = editDistance(word, candidate, Math.min(allowed, distance));
      if (edits < distance) [nearest, distance] = [[candidate], edits];
      else if (edits === distance && edits <= allowed) nearest.push(candidate);
    }
  }
  const byFrequency = (a: string, b: string) =>
    (vocabulary.frequency.get(b) ?? 0) - (vocabulary.frequency.get(a) ?? 0);
  return {words: nearest.sort(byFrequency).slice(0, NEAREST_WORDS_TRIED), distance};
}

/**
 * The query's tokens spelt as the pages spell them: each token the index does not know (as
 * `isKnown` decides) replaced by each of its nearest words, fewest edits in all first. Empty when
 * every token is known or an unknown one has no word near it, so the query as typed stands alone.
 */
export function correctedSpellings(
  tokens: string[],
  isKnown: (token: string, position: number) => boolean,
  vocabulary: () => Vocabulary,
): string[][] {
  const unknown = tokens.map((token, position) => !isKnown(token, position));
  if (!unknown.some(Boolean)) return [];
  let spellings = [{tokens: [] as string[], edits: 0}];
  for (const [position, token] of tokens.entries()) {
    const {words, distance} = unknown[position]
      ? nearestWords(vocabulary(), trimmed(token))
      : {words: [token], distance: 0};
    if (!words.length) return [];
    spellings = spellings.flatMap((spelling) =>
      words.map((word) => ({tokens: [...spelling.tokens, word], edits: spelling.edits + distance})),
    );
  }
  return spellings
    .sort((a, b) => a.edits - b.edits)
    .slice(0, SPELLINGS_TRIED)
    .map((spelling) => spelling.tokens);
}
