/**
 * The tables of built-in roles and their permissions, read from the API document: the `Role` schema lists every
 * permission (its `enum`, described by `x-enumDescriptions`), and `x-built-in-roles` at the document's top level
 * what each role holds, so the Roles guide, list-roles and the problem details of a 403 answer all use the same names.
 * The roles sit at the top level because the API reference ships a schema's every key to the browser, and no page
 * shows them there.
 */
import type {FactValue} from './registry';

/** Reads a JSON pointer of the API document. */
type ReadPointer = (pointer: string) => unknown;

export interface BuiltInRole {
  assetType: string;
  description: string;
  permissions: string[];
}

export interface RoleCatalogue {
  /** Every permission, in the document's order, with what it allows. */
  permissions: Array<{name: string; allows: string}>;
  /** Every built-in role by name, in the document's order. */
  roles: Record<string, BuiltInRole>;
}

const ROLE_SCHEMA = '/components/schemas/Role';

export function roleCatalogue(read: ReadPointer): RoleCatalogue {
  const items = read(`${ROLE_SCHEMA}/properties/permissions/items`) as {
    enum: string[];
    'x-enumDescriptions': Record<string, string>;
  };
  return {
    permissions: items.enum.map((name) => ({name, allows: items['x-enumDescriptions'][name] ?? ''})),
    roles: read(`/x-built-in-roles`) as Record<string, BuiltInRole>,
  };
}

/** The tables a guide can show with `<FactTable of="…" />`, besides the limits. */
export const ROLE_TABLES = [
  'built-in-roles',
  'workspace-role-permissions',
  'asset-role-permissions',
] as const;
export type RoleTable = (typeof ROLE_TABLES)[number];

const GRANTED = '✓';

/** `StreamGroup` → `Stream group`. */
const assetTypeInWords = (assetType: string) =>
  assetType.replace(/(?<=[a-z])([A-Z])/g, (letter) => ` ${letter.toLowerCase()}`);

/** Column heading of a role: its name without the leading slash, breakable after the asset type. */
const roleHeading = (roleName: string, withAssetType: boolean) => {
  const [assetType, role] = roleName.slice(1).split('/');
  return withAssetType ? `${assetType}/ ${role}` : role;
};

function permissionMatrix(catalogue: RoleCatalogue, roleNames: string[], workspaceRoles: boolean): FactValue {
  const granted = (roleName: string, permission: string) =>
    catalogue.roles[roleName].permissions.includes(permission) ? GRANTED : '';
  const rows = catalogue.permissions
    .filter(({name}) => roleNames.some((roleName) => granted(roleName, name)))
    .map(({name, allows}) => [
      `\`${name}\``,
      ...(workspaceRoles ? [allows] : []),
      ...roleNames.map((roleName) => granted(roleName, name)),
    ]);
  return {
    kind: 'table',
    headers: [
      'Permission',
      ...(workspaceRoles ? ['Allows'] : []),
      ...roleNames.map((roleName) => roleHeading(roleName, !workspaceRoles)),
    ],
    rows,
  };
}

export function roleTable(read: ReadPointer, table: RoleTable): FactValue {
  const catalogue = roleCatalogue(read);
  const names = Object.keys(catalogue.roles);
  const onWorkspace = names.filter((name) => catalogue.roles[name].assetType === 'Workspace');
  if (table === 'workspace-role-permissions') return permissionMatrix(catalogue, onWorkspace, true);
  if (table === 'asset-role-permissions') {
    return permissionMatrix(
      catalogue,
      names.filter((name) => !onWorkspace.includes(name)),
      false,
    );
  }
  return {
    kind: 'table',
    headers: ['Role', 'Assigned on', 'Intended for'],
    rows: names.map((name) => [
      `\`${name}\``,
      assetTypeInWords(catalogue.roles[name].assetType),
      catalogue.roles[name].description,
    ]),
  };
}
