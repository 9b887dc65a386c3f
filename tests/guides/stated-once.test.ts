/**
 * Rules of the data path that one guide states and the others link to, so that a reader never finds two versions.
 * Wording that was retired is caught by the `retired-claims` rule of `.markdownlint-cli2.jsonc`.
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
