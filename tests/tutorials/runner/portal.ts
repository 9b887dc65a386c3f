/**
 * The steps a page declares without code, `{/* step: <name> key=value … *\/}`: what the reader does in the Portal
 * (performed through the API operation the Portal calls), waiting, and Ctrl+C or a command the prose gives.
 */
import type {JsonObject} from '../../openapi/openapi-document';
import type {PlatformModel} from '../platform-model/model';
import {invite} from '../platform-model/access';
import {passMinutes} from '../platform-model/alert-evaluation';

/** What the reader does in their terminal when a declared step asks for it. */
export interface ReaderTerminal {
  /** Ctrl+C in every program left running. */
  stopPrograms(): Promise<void>;
  run(command: string): Promise<void>;
  copy(variable: string, value: string): void;
  /** A value the reader copied earlier (`$NAME` in a step's parameters). */
  copied(variable: string): string;
  download(file: string): void;
}

type Action = (platform: PlatformModel, params: Record<string, string>, terminal: ReaderTerminal) => unknown;

/** Calls one operation as the signed-in reader; `pathname` is the operation's path with its parameters filled. */
function call(
  platform: PlatformModel,
  id: string,
  params: Record<string, string>,
  body?: unknown,
): JsonObject {
  const operation = platform.operation(id);
  const pathname = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${id} needs ${name}=`);
    return encodeURIComponent(params[name]);
  });
  const answer = platform.handle({
    operation,
    params,
    pathname,
    query: {},
    body,
    scheme: 'Bearer',
    credential: platform.fixture.accessToken,
  });
  if (answer.status >= 400)
    throw new Error(`${id} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body ?? {}) as JsonObject;
}

/** `workspace="Device SDK Test"`: the reader picks the workspace by its name in the Portal's selector. */
function workspaceId(platform: PlatformModel, name?: string): string {
  if (!name) return platform.fixture.workspaceId;
  const listed = call(platform, 'list-my-workspaces', {}).items as JsonObject[];
  const found = listed.filter((workspace) => workspace.name === name).at(-1);
  if (!found) throw new Error(`the reader has no workspace "${name}" to pick`);
  return String(found.workspaceId);
}

/** A parameter's value as the form takes it: JSON where it reads as JSON (numbers, objects), else the text. */
const formValue = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const ACTIONS: Record<string, Action> = {
  /**
   * `portal operation=<id>` with the operation's path parameters and the form's fields; `workspace=` picks a
   * workspace by name, `copy="VAR=member"` is the value the reader copies from the answer into their shell.
   */
  portal: (platform, {operation, workspace, copy, ...given}, terminal) => {
    const fields = Object.fromEntries(
      Object.entries(given).map(([name, value]) => [
        name,
        value.startsWith('$') ? terminal.copied(value.slice(1)) : value,
      ]),
    );
    const spec = platform.operation(operation);
    const pathParams = Object.fromEntries(
      Object.entries(fields).filter(([name]) => spec.path.includes(`{${name}}`)),
    );
    const body = Object.entries(fields).filter(([name]) => !(name in pathParams));
    const params = {workspaceId: workspaceId(platform, workspace), ...pathParams};
    const answer = call(
      platform,
      operation,
      params,
      body.length ? Object.fromEntries(body.map(([name, value]) => [name, formValue(value)])) : undefined,
    );
    if (copy) {
      const [variable, member] = copy.split('=');
      terminal.copy(variable, String(answer[member]));
    }
  },
  /** The Portal's Members > Invite (no API operation): `workspace=`, `email=`, `role=`. */
  invite: (platform, {workspace, email, role}) =>
    invite(platform, workspaceId(platform, workspace), email, role),
  /** "Approve" on every operation the Portal lists as Pending; `if-any` where the page approves only if one waits. */
  'approve-pending': (platform, given) => {
    const params = {workspaceId: platform.fixture.workspaceId};
    const pending = (call(platform, 'list-provisioning-operations', params).items as JsonObject[]).filter(
      (operation) => operation.state === 'Pending',
    );
    if (pending.length === 0 && !('if-any' in given))
      throw new Error('no provisioning operation waits for approval');
    for (const operation of pending)
      call(platform, 'approve-provisioning-operation', params, {
        provisioningOperationId: operation.provisioningOperationId,
      });
  },
  /** The reader's account after signing up: `email=`, `workspace=` (the default workspace's name), `state=`. */
  'signed-up': (platform, expected) => {
    const user = call(platform, 'get-current-user', {});
    const first = call(platform, 'get-workspace', {workspaceId: String(user.defaultWorkspaceId)});
    const found = {email: user.email, workspace: first.name, state: first.state};
    const expectedShape = {email: expected.email, workspace: expected.workspace, state: expected.state};
    if (JSON.stringify(found) !== JSON.stringify(expectedShape) || user.emailVerified !== true)
      throw new Error(
        `the page promises ${JSON.stringify(expectedShape)}; the platform holds ${JSON.stringify(found)}`,
      );
  },
  /** `file=`: a download from the Portal's Downloads page; the CLI the terminal runs is the build downloaded. */
  download: (_platform, {file}, terminal) => terminal.download(file),
  /** `minutes=`: the reader waits; the platform's clock and the programs' go on together. */
  wait: (platform, {minutes}) => passMinutes(platform, Number(minutes)),
  'ctrl-c': (_platform, _params, terminal) => terminal.stopPrograms(),
  /** `command=`: a command the prose gives in a sentence ("start it again with `python3 sensor.py`"). */
  run: (_platform, {command}, terminal) => terminal.run(command),
};

export async function performAction(
  name: string,
  params: Record<string, string>,
  platform: PlatformModel,
  terminal: ReaderTerminal,
): Promise<void> {
  const action = ACTIONS[name];
  if (!action) throw new Error(`no step "${name}" (${Object.keys(ACTIONS).join(', ')})`);
  await action(platform, params, terminal);
}
