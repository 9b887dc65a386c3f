/**
 * Rules of the data path that one guide states and the others link to, so that a reader never finds two versions:
 * the route filter syntax, and what the workspace's default stream does with messages that carry no IDs.
 */
import {describe, expect, it} from 'vitest';
import {guideLines, linesMatching} from '../support/guide-sources';

const guides = guideLines();
const matching = (pattern: RegExp) => linesMatching(guides, pattern);

describe('the route filter syntax', () => {
  it('is tabulated on the egress sinks overview only', () => {
    const operatorRows = matching(/^\|.*`startsWith`.*`endsWith`/);
    expect(operatorRows).toHaveLength(1);
    expect(operatorRows[0]).toMatch(/^docs\/consume-data\/egress-sinks\/index\.mdx:/);
  });
});

describe('the default stream', () => {
  it('is never said to lack autofill', () => {
    expect(matching(/default-stream`? (has|have) no autofill|no autofill[^.]*default-stream(?!-)/)).toEqual(
      [],
    );
  });

  it('has its patterns rendered from the facts wherever a guide names them', () => {
    const typed = matching(/default-stream(?!-)[^.]*\{dateTime:yyyy-MM-dd\}[^.]*\{sequenceId\}/);
    expect(typed).toEqual([]);
  });
});
