/**
 * The reader's account and who may do what, as the API document describes it: the user and their workspaces,
 * service accounts with API keys, role assignments, and the permission each operation needs (its 403 example) against
 * the permissions of the built-in roles (`x-built-in-roles`).
 */
import type {JsonObject} from '../../openapi/openapi-document';
import {siteFacts} from '../../../plugins/facts/registry';
import {document, resolveSchema, securitySchemes, type RoutedOperation} from './document';
import {
  notFound,
  problem,
  secret,
  validationProblem,
  type Authorize,
  type PlatformModel,
  type Rule,
} from './model';
import {seedWorkspace} from './rules';

const USER = '/users/me';

interface RoleAssignment extends JsonObject {
  assetId: string;
  roleName: string;
  subjectId: string;
  subjectType: 'User' | 'ServiceAccount';
}

const builtInRoles = document['x-built-in-roles'] as Record<string, {permissions: string[]}>;

const isWorkspace = (key: string) => /^\/workspaces\/[^/]+$/.test(key);
const workspaceOf = (path: string) => /^\/workspaces\/[^/]+/.exec(path)?.[0] ?? '';

const assignmentsOf = (model: PlatformModel, ws: string) =>
  [...model.resources.entries()]
    .filter(([key]) => key.startsWith(`${ws}/role-assignments/`))
    .map(([, value]) => value as RoleAssignment);

/** Where an assignment is kept: below its workspace, so that deleting the workspace deletes it. */
const assignmentPath = ({assetId, roleName, subjectId}: RoleAssignment) =>
  `${workspaceOf(assetId)}/role-assignments/${encodeURIComponent(`${assetId} ${roleName} ${subjectId}`)}`;

function assign(model: PlatformModel, assignment: RoleAssignment): RoleAssignment {
  model.resources.set(assignmentPath(assignment), assignment);
  return assignment;
}

/**
 * A workspace of the reader's, as create-workspace describes it: "makes the caller its `/workspaces/owner`", and
 * trialExpirationTime: "The trial belongs to the account ... and starts when that user signs up, so every workspace
 * created during one trial has the same value."
 */
function createOwnWorkspace(model: PlatformModel, workspaceId: string, name: string): JsonObject {
  const user = model.resources.get(USER)!;
  const trialDays = Number(siteFacts().raw('accountTrialDuration'));
  const workspace = {
    workspaceId,
    name,
    state: 'Trial',
    createdTime: model.now(),
    trialExpirationTime: new Date(Date.parse(String(user.createdTime)) + trialDays * 86_400_000)
      .toISOString()
      .replace(/\.\d+Z$/, 'Z'),
  };
  seedWorkspace(model, workspace);
  assign(model, {
    assetId: model.workspacePath(workspaceId),
    roleName: '/workspaces/owner',
    subjectId: model.fixture.userId,
    subjectType: 'User',
  });
  return workspace;
}

/**
 * The reader as sign-up leaves them (the sign-up tutorial, step 4): a verified account whose first workspace is
 * named after them and is their default workspace.
 */
export function seedAccount(model: PlatformModel): void {
  const {fixture} = model;
  model.resources.set(USER, {
    subjectId: fixture.userId,
    email: fixture.email,
    displayName: fixture.displayName,
    emailVerified: true,
    defaultWorkspaceId: fixture.workspaceId,
    createdTime: model.now(),
  });
  createOwnWorkspace(model, fixture.workspaceId, fixture.workspaceName);
}

// ------------------------------------------------------------------------------------------- who may call

interface Subject {
  id: string;
  type: RoleAssignment['subjectType'];
}

const apiKeys = (model: PlatformModel) => model.bag('apiKeys', () => new Map<string, string>());

/** The user of the reader's access token, or the service account of an active API key. */
function subjectOf(model: PlatformModel, credential: string): Subject | null {
  if (credential === model.fixture.accessToken) return {id: model.fixture.userId, type: 'User'};
  const keyPath = apiKeys(model).get(credential);
  const key = keyPath && model.resources.get(keyPath);
  if (!key || key.state !== 'Active' || Date.parse(String(key.expirationTime)) <= model.clock) return null;
  return {id: keyPath.split('/')[4], type: 'ServiceAccount'};
}

/** The permission an operation needs and its problem's title: what its 403 example names in `missingPermission`. */
function forbiddenBy(operation: RoutedOperation): {permission: string; title: string} | null {
  const forbidden = JSON.stringify(resolveSchema(operation.operation.responses['403']));
  const permission = /"missingPermission":"([^"]+)"/.exec(forbidden)?.[1];
  const title = /"title":"([^"]+)"/.exec(forbidden)?.[1];
  return permission && title ? {permission, title} : null;
}

/**
 * Who may call, from the document: a token that is neither the reader's nor an active API key is 401
 * (Unauthorized); an API key on an operation secured by `UserToken` only is 403 (CalledWithAnAPIKey); a workspace the
 * subject holds no role in is 404 (UnknownWorkspace: "does not exist or you hold no role in it"); otherwise the subject
 * needs a role, on the workspace or on an asset the path lies in, that holds the operation's permission.
 */
export const authorize: Authorize = (model, call) => {
  if (call.scheme !== 'Bearer') return null;
  const subject = subjectOf(model, call.credential);
  if (!subject)
    return problem(
      '/problems/common/unauthorized',
      401,
      'The access token is missing, malformed or expired. Copy a new token from the Portal or check the API key.',
    );
  if (subject.type === 'ServiceAccount' && !securitySchemes(call.operation).includes('Bearer'))
    return problem(
      '/problems/common/forbidden',
      403,
      'This operation needs a user access token; service-account API keys are not accepted.',
    );
  const workspaceId = call.params.workspaceId;
  if (!workspaceId) return null;
  const ws = model.workspacePath(workspaceId);
  const held = assignmentsOf(model, ws).filter((assignment) => assignment.subjectId === subject.id);
  if (!model.resources.has(ws) || held.length === 0)
    return problem(
      '/problems/common/notFound',
      404,
      `Workspace ${workspaceId} does not exist or you hold no role in it.`,
    );
  const needed = forbiddenBy(call.operation);
  const granted = held.some(
    (assignment) =>
      (assignment.assetId === ws || `${call.pathname}/`.startsWith(`${assignment.assetId}/`)) &&
      builtInRoles[assignment.roleName]?.permissions.includes(needed?.permission ?? ''),
  );
  if (!needed || granted) return null;
  return problem(
    '/problems/common/forbidden',
    403,
    `The subject ${subject.id} lacks the permission '${needed.permission}' on '${call.pathname}'.`,
    // ForbiddenProblemDetails: the permission the caller lacks and the asset it was checked on.
    {
      title: needed.title,
      instance: call.pathname,
      missingPermission: needed.permission,
      assetId: call.pathname,
    },
  );
};

// ------------------------------------------------------------------------------------------- workspaces

const createWorkspace: Rule = (model, call) => {
  const workspace = createOwnWorkspace(model, model.id(), String((call.body as JsonObject).name));
  return {status: 201, body: workspace};
};

/** delete-workspace: "Deletes the workspace with everything in it: ... service accounts and role assignments." */
const deleteWorkspace: Rule = (model, call) => {
  const ws = model.workspacePath(call.params.workspaceId);
  for (const key of [...model.resources.keys()])
    if (key === ws || key.startsWith(`${ws}/`)) model.resources.delete(key);
  return {status: 204};
};

const userHoldsRoleIn = (model: PlatformModel, ws: string) =>
  assignmentsOf(model, ws).some((assignment) => assignment.subjectId === model.fixture.userId);

/** list-my-workspaces: "every workspace in which the signed-in user holds at least one role ... sorted by name, then by workspace ID." */
const listMyWorkspaces: Rule = (model) => {
  const items = [...model.resources.entries()]
    .filter(([key]) => isWorkspace(key) && userHoldsRoleIn(model, key))
    .map(([, workspace]) => workspace)
    .sort(
      (a, b) =>
        String(a.name).localeCompare(String(b.name)) ||
        String(a.workspaceId).localeCompare(String(b.workspaceId)),
    );
  return {status: 200, body: {items, continuationToken: null}};
};

/** set-default-workspace: 404 "The workspace does not exist or the user holds no role in it." */
const setDefaultWorkspace: Rule = (model, call) => {
  const {workspaceId} = call.body as JsonObject;
  const ws = model.workspacePath(String(workspaceId));
  if (!model.resources.has(ws) || !userHoldsRoleIn(model, ws))
    return problem(
      '/problems/common/notFound',
      404,
      `Workspace ${workspaceId} does not exist or you hold no role in it.`,
    );
  model.resources.get(USER)!.defaultWorkspaceId = workspaceId;
  return {status: 204};
};

// ------------------------------------------------------------------------------------------- members and roles

const invitations = (model: PlatformModel, ws: string) =>
  model.bag(`invitations ${ws}`, () => new Map<string, string>());

/** The Portal's invitation (no API operation sends one): an e-mail address and the role it will hold. */
export function invite(model: PlatformModel, workspaceId: string, email: string, roleName: string): void {
  invitations(model, model.workspacePath(workspaceId)).set(email, roleName);
}

/**
 * list-workspace-members: "users, service accounts and invitations that have not been accepted yet. Each member
 * carries the roles it holds on the workspace itself ... sorted by display name, then by subject ID."
 */
const listWorkspaceMembers: Rule = (model, call) => {
  const ws = model.workspacePath(call.params.workspaceId);
  const workspaceRoles = (subjectId: string) =>
    assignmentsOf(model, ws)
      .filter((assignment) => assignment.subjectId === subjectId && assignment.assetId === ws)
      .map((assignment) => assignment.roleName);
  const user = model.resources.get(USER)!;
  const accounts = [...model.resources.entries()]
    .filter(([key]) => new RegExp(`^${ws}/service-accounts/[^/]+$`).test(key))
    .map(([, account]) => ({
      subjectId: account.serviceAccountId,
      subjectType: 'ServiceAccount',
      displayName: account.displayName,
      email: null,
      roleNames: workspaceRoles(String(account.serviceAccountId)),
      state: 'Active',
    }));
  const invited = [...invitations(model, ws)].map(([email, roleName]) => ({
    subjectId: null,
    subjectType: 'User',
    displayName: null,
    email,
    roleNames: [roleName],
    state: 'Invited',
  }));
  const users = userHoldsRoleIn(model, ws)
    ? [
        {
          subjectId: user.subjectId,
          subjectType: 'User',
          displayName: user.displayName,
          email: user.email,
          roleNames: workspaceRoles(String(user.subjectId)),
          state: 'Active',
        },
      ]
    : [];
  const items = [...users, ...accounts, ...invited].sort(
    (a, b) =>
      String(a.displayName ?? '').localeCompare(String(b.displayName ?? '')) ||
      String(a.subjectId ?? '').localeCompare(String(b.subjectId ?? '')),
  );
  return {status: 200, body: {items, continuationToken: null}};
};

/** The role-name prefix an asset takes: `/workspaces/…` on the workspace, `/stream-groups/…` on a stream group. */
const rolePrefixOf = (assetId: string) => {
  const segments = assetId.split('/');
  return `/${segments.length === 3 ? 'workspaces' : segments.at(-2)}/`;
};

/**
 * assign-role: "The role's name prefix must match the asset type ... Assigning a role the subject already holds on
 * that asset changes nothing and succeeds." 404: "The workspace, the asset or the subject does not exist."
 */
const assignRole: Rule = (model, call) => {
  const {assetId, roleName, subjectId} = call.body as {assetId: string; roleName: string; subjectId: string};
  const ws = model.workspacePath(call.params.workspaceId);
  if (!builtInRoles[roleName]) return validationProblem('roleName', `'${roleName}' is not a built-in role.`);
  if (!roleName.startsWith(rolePrefixOf(assetId)))
    return validationProblem('roleName', `The role ${roleName} cannot be assigned on ${assetId}.`);
  if (workspaceOf(assetId) !== ws || !model.resources.has(assetId)) return notFound(`Asset ${assetId}`);
  const subjectType = model.resources.has(`${ws}/service-accounts/${subjectId}`)
    ? 'ServiceAccount'
    : subjectId === model.fixture.userId
      ? 'User'
      : null;
  if (!subjectType) return notFound(`Subject ${subjectId}`);
  return {status: 200, body: assign(model, {assetId, roleName, subjectId, subjectType})};
};

/** list-role-assignments: "Assignments are sorted by asset ID, then by role name, then by subject ID." */
const listRoleAssignments: Rule = (model, call) => {
  const {assetId, subjectId} = call.query as Record<string, string | undefined>;
  const items = assignmentsOf(model, model.workspacePath(call.params.workspaceId))
    .filter(
      (assignment) =>
        (!assetId || assignment.assetId === assetId) && (!subjectId || assignment.subjectId === subjectId),
    )
    .sort(
      (a, b) =>
        a.assetId.localeCompare(b.assetId) ||
        a.roleName.localeCompare(b.roleName) ||
        a.subjectId.localeCompare(b.subjectId),
    );
  return {status: 200, body: {items, continuationToken: null}};
};

// ------------------------------------------------------------------------------------------- service accounts

/** delete-service-account: "revokes all its API keys at once and removes its role assignments." */
const deleteServiceAccount: Rule = (model, call) => {
  const ws = model.workspacePath(call.params.workspaceId);
  const account = `${ws}/service-accounts/${call.params.serviceAccountId}`;
  if (!model.resources.has(account)) return notFound(`Service account ${call.params.serviceAccountId}`);
  for (const key of [...model.resources.keys()])
    if (key === account || key.startsWith(`${account}/`)) model.resources.delete(key);
  for (const assignment of assignmentsOf(model, ws))
    if (assignment.subjectId === call.params.serviceAccountId)
      model.resources.delete(assignmentPath(assignment));
  return {status: 204};
};

/**
 * add-api-key: "returns its secret value, which starts with `sfk_`. The value is shown only in this response";
 * AddApiKeyRequest.lifetime: "How long the key stays valid, in the `d:hh:mm:ss` format".
 */
const addApiKey: Rule = (model, call) => {
  const account = call.pathname.replace(/\/api-keys$/, '');
  if (!model.resources.has(account)) return notFound(`Service account ${call.params.serviceAccountId}`);
  const body = call.body as {displayName: string; lifetime: string};
  const apiKeyId = model.id();
  const key = {
    apiKeyId,
    displayName: body.displayName,
    state: 'Active',
    createdTime: model.now(),
    expirationTime: model.after(body.lifetime),
    revokedTime: null,
    lastUsedTime: null,
  };
  const value = secret('sfk_');
  model.resources.set(`${call.pathname}/${apiKeyId}`, key);
  apiKeys(model).set(value, `${call.pathname}/${apiKeyId}`);
  return {status: 201, body: {...key, apiKey: value}};
};

/** revoke-api-key: "Revocation is final. Revoking a key that is already revoked or expired succeeds and changes nothing." */
const revokeApiKey: Rule = (model, call) => {
  const key = model.resources.get(call.pathname.replace(/\/revoke$/, ''));
  if (!key) return notFound(`API key ${call.params.apiKeyId}`);
  if (key.state === 'Active') Object.assign(key, {state: 'Revoked', revokedTime: model.now()});
  return {status: 200, body: key};
};

export const accessRules: Record<string, Rule> = {
  'create-workspace': createWorkspace,
  'delete-workspace': deleteWorkspace,
  'list-my-workspaces': listMyWorkspaces,
  'set-default-workspace': setDefaultWorkspace,
  'list-workspace-members': listWorkspaceMembers,
  'assign-role': assignRole,
  'list-role-assignments': listRoleAssignments,
  'delete-service-account': deleteServiceAccount,
  'add-api-key': addApiKey,
  'revoke-api-key': revokeApiKey,
};
