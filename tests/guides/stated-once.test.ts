/**
 * Rules of the data path that one guide states and the others link to, so that a reader never finds two versions:
 * the route filter syntax, and what the workspace's default stream does with messages that carry no IDs. And the
 * lifetime of registration tokens, which depends on how the token was issued.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {guideSourceFiles} from '../support/guide-sources';

const repoRoot = path.resolve(__dirname, '../..');
const guides = guideSourceFiles().map((file) => ({
  file: path.relative(repoRoot, file),
  lines: fs.readFileSync(file, 'utf8').split('\n'),
}));

/** `file:line` of every line that matches. */
function linesMatching(pattern: RegExp): string[] {
  return guides.flatMap(({file, lines}) =>
    lines.flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}

describe('the route filter syntax', () => {
  it('is tabulated on the egress sinks overview only', () => {
    const operatorRows = linesMatching(/^\|.*`startsWith`.*`endsWith`/);
    expect(operatorRows).toHaveLength(1);
    expect(operatorRows[0]).toMatch(/^docs\/consume-data\/egress-sinks\/index\.mdx:/);
  });
});

describe('the default stream', () => {
  it('is never said to lack autofill', () => {
    expect(
      linesMatching(/default-stream`? (has|have) no autofill|no autofill[^.]*default-stream(?!-)/),
    ).toEqual([]);
  });

  it('has its patterns rendered from the facts wherever a guide names them', () => {
    const typed = linesMatching(/default-stream(?!-)[^.]*\{dateTime:yyyy-MM-dd\}[^.]*\{sequenceId\}/);
    expect(typed).toEqual([]);
  });
});

describe('the lifetime of a registration token issued through provisioning', () => {
  it('is the provisioning token maximum, never the default of a directly issued token', () => {
    const mixed = linesMatching(
      /(maxRegistrationTokenLifetime|maximum registration token lifetime)[^\n]*registrationTokenDefaultLifetime|registrationTokenDefaultLifetime[^\n]*maxRegistrationTokenLifetime/,
    );
    expect(mixed).toEqual([]);
  });
});
