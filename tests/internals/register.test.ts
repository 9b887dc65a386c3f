import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import packageJson from '../../package.json';

const repoRoot = path.resolve(__dirname, '../..');
const register = fs.readFileSync(path.join(repoRoot, 'INTERNALS.md'), 'utf8');

type Row = Record<string, string>;

/** The rows of every Markdown table in the register, keyed by their table's column headings. */
function registerRows(markdown: string): Row[] {
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
  const rows: Row[] = [];
  let headings: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) headings = null;
    else if (!headings) headings = cells(line);
    else if (!line.startsWith('| ---')) {
      const values = cells(line);
      rows.push(Object.fromEntries(headings.map((heading, i) => [heading, values[i] ?? ''])));
    }
  }
  return rows;
}

const rows = registerRows(register);
const checkedAgainst = rows.flatMap((row) =>
  [...row['Checked against'].matchAll(/`((?:@[\w.-]+\/)?[\w.-]+)@(\d[\w.-]*)`/g)].map(
    ([, name, version]) => ({
      name,
      version,
      row: row.Where ?? row.Packages ?? row.Rules,
    }),
  ),
);

const installedVersion = (name: string, dir = path.join(repoRoot, 'node_modules')) => {
  const file = path.join(dir, name, 'package.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')).version as string)
    : 'not installed';
};

/** Every installed copy of a `@docusaurus/*` package, hoisted or nested, with its version. */
function docusaurusCopies(dir = path.join(repoRoot, 'node_modules')): Array<{file: string; version: string}> {
  const scope = path.join(dir, '@docusaurus');
  const here = fs.existsSync(scope)
    ? fs
        .readdirSync(scope)
        .map((name) => ({file: path.join(scope, name), version: installedVersion(name, scope)}))
    : [];
  const packages = fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.name.startsWith('@')
        ? fs.readdirSync(path.join(dir, entry.name)).map((name) => path.join(dir, entry.name, name))
        : [path.join(dir, entry.name)],
    );
  const nested = packages
    .map((pkg) => path.join(pkg, 'node_modules'))
    .filter((nestedDir) => fs.existsSync(nestedDir))
    .flatMap((nestedDir) => docusaurusCopies(nestedDir));
  return [...here, ...nested];
}

describe('the register of internals (INTERNALS.md)', () => {
  it('has rows that each name a reason, a checked version, a consequence and a guard', () => {
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) {
      expect(row['Checked against'], JSON.stringify(row)).toMatch(/@\d/);
      expect(
        row.Why ??
          row['What is replaced, and why'] ??
          row['Private path, and why'] ??
          row['Kind, and what it relies on'] ??
          row['What, and why'],
        JSON.stringify(row),
      ).toBeTruthy();
      expect(row['Without it']).toBeTruthy();
      expect(row['Guarded by']).toBeTruthy();
    }
  });

  it('names the installed version of every package whose internals the site touches', () => {
    const outdated = checkedAgainst
      .map((entry) => ({...entry, installed: installedVersion(entry.name)}))
      .filter((entry) => entry.installed !== entry.version)
      .map(
        ({name, version, installed, row}) => `${name}: register ${version}, installed ${installed} (${row})`,
      );
    expect(outdated, 'check these rows against the installed version, then update INTERNALS.md').toEqual([]);
  });

  it('names guard tests that exist', () => {
    const guards = rows.flatMap((row) =>
      [...row['Guarded by'].matchAll(/`(tests\/[^`]+)`/g)].map((m) => m[1]),
    );
    expect(guards.length).toBeGreaterThan(10);
    expect(guards.filter((file) => !fs.existsSync(path.join(repoRoot, file)))).toEqual([]);
  });

  it('covers every version override of package.json', () => {
    const unlisted = Object.keys(packageJson.overrides).filter(
      (name) => !name.startsWith('@docusaurus/') && !register.includes(`\`${name}\`, pinned`),
    );
    expect(unlisted).toEqual([]);
  });

  it('keeps a single version of every @docusaurus package installed, the one it names', () => {
    const pinned = installedVersion('@docusaurus/core');
    expect(checkedAgainst).toContainEqual(
      expect.objectContaining({name: '@docusaurus/core', version: pinned}),
    );
    const strays = docusaurusCopies().filter((copy) => copy.version !== pinned);
    expect(strays.map((copy) => `${path.relative(repoRoot, copy.file)} ${copy.version}`)).toEqual([]);
  });
});
