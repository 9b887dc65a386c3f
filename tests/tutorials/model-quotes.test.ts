/**
 * Each platform-model rule quotes the document text it follows; the quote must still occur in the API document or in
 * a guide, so that a rule whose text was reworded or removed is looked at again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {guideSourceFiles} from '../support/guide-sources';
import {repoRoot} from './runner/run';

const MODEL = path.join(__dirname, 'platform-model');
const normal = (text: string) => text.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();

function documentStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(documentStrings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(documentStrings);
  return [];
}

const corpus = normal(
  [
    ...documentStrings(
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'openapi/spotflow-platform-api.json'), 'utf8')),
    ),
    ...guideSourceFiles().map((file) => fs.readFileSync(file, 'utf8')),
  ].join('\n'),
);

/** The quoted passages of a module's comments, each split at its ellipses, with the line it starts on. */
function quotesOf(source: string): Array<{line: number; text: string}> {
  const comments = [...source.matchAll(/\/\*\*?[^]*?\*\/|\/\/[^\n]*/g)];
  return comments.flatMap((comment) => {
    const text = comment[0].replace(/^\s*(\/\*\*?|\*\/?|\/\/)\s?/gm, ' ');
    const line = source.slice(0, comment.index).split('\n').length;
    return [...text.matchAll(/"([^"]{20,}?)"/g)].flatMap((quote) =>
      quote[1]
        .split(/\s*(?:\.\.\.|…)\s*/)
        .map(normal)
        .filter((part) => part.length >= 12)
        .map((part) => ({line, text: part})),
    );
  });
}

it('every quote in the platform model occurs in the API document or a guide', () => {
  const quotes = fs
    .readdirSync(MODEL)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      quotesOf(fs.readFileSync(path.join(MODEL, file), 'utf8')).map((quote) => ({...quote, file})),
    );
  const missing = quotes
    .filter((quote) => !corpus.includes(quote.text))
    .map((quote) => `platform-model/${quote.file}:${quote.line}: "${quote.text}"`);
  expect(missing).toEqual([]);
  // The model cites the document throughout; far fewer quotes would mean the extraction broke.
  expect(quotes.length).toBeGreaterThan(60);
});
