import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import packageJson from '../../package.json';
import {markdownTableRows} from '../support/markdown-tables';

const repoRoot = path.resolve(__dirname, '../..');
const register = fs.readFileSync(path.join(repoRoot, 'INTERNALS.md'), 'utf8');

const rows = markdownTableRows(register);
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

/** Every installed copy, hoisted or nested, of the packages whose names `wanted` accepts, with its version. */
function installedCopies(
  wanted: (name: string) => boolean,
  dir = path.join(repoRoot, 'node_modules'),
): Array<{name: string; file: string; version: string}> {
  const packages = fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.name.startsWith('@')
        ? fs.readdirSync(path.join(dir, entry.name)).map((name) => `${entry.name}/${name}`)
        : [entry.name],
    );
  const here = packages
    .filter(wanted)
    .map((name) => ({name, file: path.join(dir, name), version: installedVersion(name, dir)}));
  const nested = packages
    .map((name) => path.join(dir, name, 'node_modules'))
    .filter((nestedDir) => fs.existsSync(nestedDir))
    .flatMap((nestedDir) => installedCopies(wanted, nestedDir));
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

  it('installs only the version that each other override names', () => {
    const overrides = Object.entries(packageJson.overrides as Record<string, string>).filter(
      ([name]) => !name.startsWith('@docusaurus/'),
    );
    expect(overrides.length).toBeGreaterThan(0);
    const strays = overrides.flatMap(([name, version]) => {
      const copies = installedCopies((candidate) => candidate === name);
      if (copies.length === 0) return [`${name} not installed, override ${version}`];
      return copies
        .filter((copy) => copy.version !== version)
        .map((copy) => `${path.relative(repoRoot, copy.file)} ${copy.version}, override ${version}`);
    });
    expect(strays).toEqual([]);
  });

  it('keeps a single version of every @docusaurus package installed, the one it names', () => {
    const pinned = installedVersion('@docusaurus/core');
    expect(checkedAgainst).toContainEqual(
      expect.objectContaining({name: '@docusaurus/core', version: pinned}),
    );
    const strays = installedCopies((name) => name.startsWith('@docusaurus/')).filter(
      (copy) => copy.version !== pinned,
    );
    expect(
      strays.map((copy) => `${path.relative(repoRoot, copy.file)} ${copy.version}`),
      `@docusaurus packages installed beside ${pinned}: pin them in the overrides of package.json`,
    ).toEqual([]);
  });
});

/** Files below `dir` with one of the given endings, as paths from the repository root. */
function sourceFiles(dir: string, endings = ['.ts', '.tsx', '.mts', '.js']): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), {withFileTypes: true, recursive: true}).flatMap((entry) => {
    const file = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
    return entry.isFile() && endings.some((ending) => file.endsWith(ending)) ? [file] : [];
  });
}

describe('the register is whole', () => {
  it('names every private path of another package that the site or its tests import', () => {
    // A package's `lib/`, `dist/`, `esm/` or `src/` is its own business unless its exports name the file.
    const privatePath = /['"]((?:@[\w.-]+\/)?[\w.-]+)\/((?:lib|dist|esm|src)\/[^'"]+)['"]/g;
    // Deep paths a package's own documentation tells you to import.
    const documented = ['ajv/dist/2020'];
    const listed = (pkg: string, file: string) =>
      register.includes(`${pkg}/${file}`) ||
      rows.some((row) => {
        const text = Object.values(row).join(' ');
        return text.includes(pkg) && text.includes(path.basename(file));
      });
    const unlisted = ['src', 'plugins', 'scripts', 'tests']
      .flatMap((dir) => sourceFiles(dir))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(repoRoot, file), 'utf8').matchAll(privatePath)]
          .map(([, pkg, target]) => [pkg, target.replace(/\.(js|mjs|ts)$/, '')] as const)
          .filter(
            ([pkg, target]) =>
              !pkg.startsWith('.') && !documented.includes(`${pkg}/${target}`) && !listed(pkg, target),
          )
          .map(([pkg, target]) => `${file}: ${pkg}/${target}`),
      );
    expect(unlisted).toEqual([]);
  });

  it('names every local plugin that changes the bundler configuration', () => {
    const bending = sourceFiles('plugins')
      .filter((file) => /configureWebpack\s*\(/.test(fs.readFileSync(path.join(repoRoot, file), 'utf8')))
      .map((file) => file.split('/').slice(0, 2).join('/'));
    expect(bending.length).toBeGreaterThan(0);
    expect([...new Set(bending)].filter((folder) => !register.includes(`\`${folder}/`))).toEqual([]);
  });

  it('names every component of src/theme', () => {
    const components = sourceFiles('src/theme', ['index.tsx', 'Root.tsx']).map((file) =>
      path.dirname(file) === 'src/theme' ? file : `${path.dirname(file)}/`,
    );
    expect(components.length).toBeGreaterThan(0);
    expect(components.filter((component) => !register.includes(`\`${component}\``))).toEqual([]);
  });

  it('names, for each row guarded by the build alone, the error the build gives', () => {
    const buildOnly = rows.filter(
      (row) => !row['Guarded by'].includes('`tests/') && !/[“"'].+[”"']/.test(row['Without it']),
    );
    expect(buildOnly.map((row) => row.Where ?? row.Packages ?? row.Rules)).toEqual([]);
  });
});
