/** The Roles guide as readers get it: its tables say what the API document's role catalogue says. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteFacts} from '../../plugins/facts/registry';
import {buildDir, builtFileOf} from '../support/built-site';

const catalogue = siteFacts().roles();

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

/** Header cells and body rows of every table of a page; the build omits optional closing tags. */
function tablesOf(html: string): Array<{headers: string[]; rows: string[][]}> {
  return [...html.matchAll(/<table[^>]*>([\s\S]*?)<\/table>/g)].map(([, table]) => {
    const [head, ...rows] = table.split(/<tr>/).slice(1);
    const cells = (row: string) =>
      row
        .split(/<t[hd][^>]*>/)
        .slice(1)
        .map(textOf);
    return {headers: cells(head), rows: rows.map(cells)};
  });
}

/** Which role columns of a permission table carry a mark, by permission. */
function marks(table: {headers: string[]; rows: string[][]}, roleNames: string[]) {
  const columns = roleNames.map((roleName) => {
    const [assetType, role] = roleName.slice(1).split('/');
    return table.headers.findIndex((header) => header === role || header === `${assetType}/ ${role}`);
  });
  return Object.fromEntries(
    table.rows.map((row) => [row[0], roleNames.filter((_, index) => row[columns[index]] === '✓')]),
  );
}

describe('the Roles guide', () => {
  const tables = tablesOf(fs.readFileSync(builtFileOf('/manage-access/roles')!, 'utf8'));
  const byFirstHeaders = (...headers: string[]) =>
    tables.find((table) => headers.every((header, index) => table.headers[index] === header))!;
  const roleNames = Object.keys(catalogue.roles);
  const onWorkspace = roleNames.filter((name) => catalogue.roles[name].assetType === 'Workspace');
  const onAssets = roleNames.filter((name) => !onWorkspace.includes(name));

  /** What the catalogue grants, by permission, to the given roles. */
  const expected = (names: string[]) =>
    Object.fromEntries(
      catalogue.permissions
        .map(
          ({name}) =>
            [name, names.filter((role) => catalogue.roles[role].permissions.includes(name))] as const,
        )
        .filter(([, holders]) => holders.length > 0),
    );

  it('lists every built-in role with its asset type and purpose', () => {
    const table = byFirstHeaders('Role', 'Assigned on', 'Intended for');
    expect(table.rows.map((row) => row[0])).toEqual(roleNames);
    expect(table.rows.map((row) => row[2])).toEqual(
      roleNames.map((name) => catalogue.roles[name].description),
    );
  });

  it('marks exactly the permissions each workspace role holds', () => {
    expect(marks(byFirstHeaders('Permission', 'Allows'), onWorkspace)).toEqual(expected(onWorkspace));
  });

  it('marks exactly the permissions each asset role holds', () => {
    const table = tables.find(
      (candidate) => candidate.headers[0] === 'Permission' && candidate.headers[1] !== 'Allows',
    )!;
    expect(marks(table, onAssets)).toEqual(expected(onAssets));
  });

  it('has the same tables in its Markdown copy', () => {
    const markdown = fs.readFileSync(path.join(buildDir, 'manage-access/roles.md'), 'utf8');
    expect(markdown).toContain(
      '| `workspaces.roles:assign` | Assign and revoke roles on the workspace itself',
    );
    expect(markdown).not.toContain('<FactTable');
  });
});
