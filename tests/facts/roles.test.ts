/**
 * The built-in roles and their permissions have one source, the `Role` schema of the API document: the Roles guide
 * renders its tables from it, and every permission named anywhere must be one the document lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CLI_MODEL_FILE, OPENAPI_FILE, readPointer, siteFacts} from '../../plugins/facts/registry';
import {repoRoot} from '../support/built-site';
import {handWrittenSourceFiles} from '../support/guide-sources';

const openApiText = fs.readFileSync(OPENAPI_FILE, 'utf8');
const openApi = JSON.parse(openApiText) as unknown;
const catalogue = siteFacts().roles();
const permissionNames = catalogue.permissions.map(({name}) => name);
const rolesOf = (name: string) => catalogue.roles[name].permissions;

/** Permission strings as pages and documents write them: `workspaces.devices:delete`, `workspaces:read`. */
const PERMISSION = /(?<![\w./{-])(?:workspaces(?:\.[a-z-]+)*|role-assignments):[a-z-]+(?![\w-])/g;

/** Role names as pages write them: `/workspaces/owner`, not asset paths, whose names follow an ID or a `{placeholder}`. */
const ROLE_NAME =
  /(?<![\w}.-])\/(?:workspaces|stream-groups|streams|egress-sinks|service-accounts|fleet-configurations)\/[a-z][a-z-]*(?![\w/{.-])/g;
// The assign-role example of a rejected request names a role that must not exist.
const REJECTED_ROLE = /'[^']*' is not a built-in role/g;

function roleNamesIn(text: string): string[] {
  return [...new Set(text.replace(REJECTED_ROLE, '').match(ROLE_NAME) ?? [])];
}

function permissionsNamedIn(text: string): string[] {
  return [...new Set(text.match(PERMISSION) ?? [])];
}

describe('the role catalogue of the API document', () => {
  it('grants only listed permissions, and every listed permission through some role', () => {
    const granted = new Set(Object.values(catalogue.roles).flatMap((role) => role.permissions));
    expect([...granted].filter((name) => !permissionNames.includes(name))).toEqual([]);
    expect(permissionNames.filter((name) => !granted.has(name))).toEqual([]);
    expect(catalogue.permissions.filter(({allows}) => !allows)).toEqual([]);
  });

  it('names its roles in the roleName enum and follows the platform style of permission names', () => {
    expect(readPointer(openApi, '/components/schemas/Role/properties/roleName/enum')).toEqual(
      Object.keys(catalogue.roles),
    );
    for (const name of permissionNames) expect(name).toMatch(/^workspaces(\.[a-z-]+)*:[a-z-]+$/);
    expect(permissionNames).toEqual(
      expect.arrayContaining([
        'workspaces.roles:assign',
        'workspaces.service-accounts:create',
        'workspaces.service-accounts:update',
        'workspaces.service-accounts:delete',
        'workspaces.stream-groups.streams.stream-partitioning:update',
      ]),
    );
  });

  it('lets each workspace role do everything the role below it can, and the owner everything', () => {
    const ladder = [
      '/workspaces/reader',
      '/workspaces/device-operator',
      '/workspaces/contributor',
      '/workspaces/owner',
    ];
    for (let step = 1; step < ladder.length; step++) {
      expect(rolesOf(ladder[step - 1]).filter((name) => !rolesOf(ladder[step]).includes(name))).toEqual([]);
    }
    expect(rolesOf('/workspaces/owner')).toEqual(permissionNames);
  });

  it('lets the reader roles of streams read the stored data, which an export job needs', () => {
    expect(rolesOf('/streams/reader')).toContain('workspaces.stream-groups.streams.secrets:read');
    expect(rolesOf('/stream-groups/reader')).toContain('workspaces.stream-groups.secrets:read');
  });

  it('shows in the list-roles example only what the catalogue says of each role', () => {
    const example = readPointer(
      openApi,
      '/paths/~1roles/get/responses/200/content/application~1json/examples/roles/value/items',
    ) as Array<{roleName: string; assetType: string; description: string; permissions: string[]}>;
    for (const role of example) {
      const source = catalogue.roles[role.roleName];
      expect(role.assetType).toBe(source.assetType);
      expect(role.description).toBe(source.description);
      expect(role.permissions.filter((name) => !source.permissions.includes(name))).toEqual([]);
    }
  });
});

describe('permissions and roles named outside the catalogue', () => {
  const sources = [...handWrittenSourceFiles(), CLI_MODEL_FILE];

  it('finds the names it looks for', () => {
    expect(permissionsNamedIn("lacks the permission 'role-assignments:write' on '/workspaces/x'")).toEqual([
      'role-assignments:write',
    ]);
    expect(permissionsNamedIn('`workspaces.devices:delete` and /workspaces/{id}:x')).toEqual([
      'workspaces.devices:delete',
    ]);
  });

  const texts = [
    ...sources.map((file) => [file, fs.readFileSync(file, 'utf8')]),
    [OPENAPI_FILE, openApiText],
  ];
  const unknownIn = (namesIn: (text: string) => string[], known: string[]) =>
    texts.flatMap(([file, text]) =>
      namesIn(text)
        .filter((name) => !known.includes(name))
        .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
    );

  it('exist in the catalogue, in every guide, the CLI model and the API document', () => {
    expect(unknownIn(permissionsNamedIn, permissionNames)).toEqual([]);
  });

  it('name only built-in roles, there too', () => {
    expect(roleNamesIn('`/workspaces/admin` on /workspaces/0f8c/stream-groups/factory-a')).toEqual([
      '/workspaces/admin',
    ]);
    expect(unknownIn(roleNamesIn, Object.keys(catalogue.roles))).toEqual([]);
  });
});

describe('the Roles guide', () => {
  const source = fs.readFileSync(path.join(repoRoot, 'docs/manage-access/roles.mdx'), 'utf8');

  it('renders its three role tables from the catalogue and types none by hand', () => {
    for (const table of ['built-in-roles', 'workspace-role-permissions', 'asset-role-permissions']) {
      expect(source).toContain(`<FactTable of="${table}" />`);
    }
    expect(source.split('\n').filter((line) => /^\|\s*`(\/|workspaces[.:])/.test(line))).toEqual([]);
  });

  it('shows every permission of every workspace role with a mark under the role', () => {
    const table = siteFacts().table('workspace-role-permissions');
    if (table.kind !== 'table') throw new Error('not a table');
    expect(table.rows.map((row) => row[0])).toEqual(permissionNames.map((name) => `\`${name}\``));
    const roleColumns = table.headers.slice(2);
    for (const row of table.rows) {
      const permission = row[0].replace(/`/g, '');
      roleColumns.forEach((role, index) =>
        expect(row[2 + index] === '✓', `${role} ${permission}`).toBe(
          rolesOf(`/workspaces/${role}`).includes(permission),
        ),
      );
    }
  });
});
