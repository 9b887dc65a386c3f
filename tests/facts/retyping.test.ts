/** Guides render shared facts through the fact mechanism instead of typing their values by hand. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {handWrittenSourceFiles} from '../support/guide-sources';
import {createFacts, siteFacts} from '../../plugins/facts/registry';
import {findRetyped} from '../../plugins/facts/retyping';

const repoRoot = path.resolve(__dirname, '../..');
// The changelog records what was true at each release, so it keeps the values of its day.
const changelog = path.join(repoRoot, 'docs/changelog/');
// The CLI model's text becomes the CLI reference, and the two hand-written pages of the web API section
// are guides too, so all of them render facts the same way.
const sources = [
  ...handWrittenSourceFiles().filter((file) => !file.startsWith(changelog)),
  path.join(repoRoot, 'cli/spotf.yaml'),
];

describe('no guide retypes a registered fact', () => {
  it('checks facts with a literal value', () => {
    const checked = siteFacts()
      .names()
      .filter((name) => siteFacts().definition(name).subject);
    expect(checked.length).toBeGreaterThan(15);
  });

  it('finds no hand-typed copy in the guides, the web API overview and the CLI model', () => {
    const problems = sources.flatMap((file) =>
      findRetyped(fs.readFileSync(file, 'utf8'), siteFacts()).map(
        ({line, fact, text}) =>
          `${path.relative(repoRoot, file)}:${line}: types fact "${fact}" by hand; use <Fact name="${fact}" /> or {fact:${fact}} (${text})`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('the retyping check', () => {
  const facts = createFacts(
    {
      nameMax: {value: 63, unit: 'characters', subject: '[Nn]ame'},
      filterMax: {value: 1024, unit: 'characters', subject: 'filter'},
      host: {value: 'https://api.example.com', subject: '.'},
    },
    {},
  );

  it('names the line and the fact of a hand-typed value next to its subject', () => {
    const source =
      'Intro.\nA name has 3 to 63 characters.\nA filter is at most 1,024 characters; 1024 characters too.';
    expect(findRetyped(source, facts)).toEqual([
      {line: 2, fact: 'nameMax', text: 'A name has 3 to 63 characters.'},
      {line: 3, fact: 'filterMax', text: 'A filter is at most 1,024 characters; 1024 characters too.'},
    ]);
  });

  it('finds values inside code blocks but not inside mermaid diagrams or front matter', () => {
    const source = [
      '---',
      'description: reach https://api.example.com',
      '---',
      '```mermaid',
      'A -->|https://api.example.com| B',
      '```',
      '```bash',
      'curl https://api.example.com/users/me',
      '```',
    ].join('\n');
    expect(findRetyped(source, facts).map(({line}) => line)).toEqual([8]);
  });

  it('leaves values without their subject and rendered facts alone', () => {
    expect(
      findRetyped('Up to 63 characters of payload.\nA name has <Fact name="nameMax" />.', facts),
    ).toEqual([]);
  });
});
