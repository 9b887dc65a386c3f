/**
 * The platform as the API document describes it, in memory: generic resource behaviour read from the document
 * (replace, merge patch, get, list, delete, 404, 409 for a taken name) and the platform rules the guides rely on,
 * each in one rule module that cites the document text it follows.
 */
import {randomBytes, randomUUID} from 'node:crypto';
import type {JsonObject} from '../../openapi/openapi-document';
import {
  document,
  operationById,
  requestSchema,
  responseSchemaPointer,
  schemaAt,
  type RoutedOperation,
} from './document';
import {completeFor, mergePatch, withDefaults} from './schema-values';

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Call {
  operation: RoutedOperation;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  scheme: string;
  credential: string;
  pathname: string;
}

export type Rule = (model: PlatformModel, call: Call) => Answer;

/** Who may call: the refusal (401, 403, or 404 for a workspace the caller holds no role in), or null. */
export type Authorize = (model: PlatformModel, call: Call) => Answer | null;

/** What a reader would notice went wrong on the platform's side without any command failing. */
export interface Rejection {
  deviceId: string;
  stream: string;
  batchId: string | null;
  messageId: string | null;
  reason: string;
  detail: string;
}

export const problem = (type: string, status: number, detail: string, extra: JsonObject = {}): Answer => ({
  status,
  body: {type, title: type.split('/').pop(), status, detail, ...extra},
});

export const validationProblem = (field: string, message: string): Answer =>
  problem('/problems/common/validationFailed', 400, 'See the errors member for every invalid field.', {
    title: 'One or more validation errors occurred.',
    errors: {[field]: [message]},
  });

export const notFound = (what: string) =>
  problem('/problems/common/notFound', 404, `${what} does not exist.`);

/** The reader: their account (the persona the pages show), their first workspace and their Portal access token. */
export interface Fixture {
  workspaceId: string;
  workspaceName: string;
  userId: string;
  displayName: string;
  email: string;
  accessToken: string;
}

export const secret = (prefix = '') =>
  prefix +
  randomBytes(40)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 40);
export const code = () =>
  Array.from({length: 2}, () =>
    Array.from({length: 4}, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(Math.random() * 34)]).join(
      '',
    ),
  ).join('-');

export class PlatformModel {
  /** Stored resources by the path that addresses them. */
  readonly resources = new Map<string, JsonObject>();
  readonly rejections: Rejection[] = [];
  /** Anything the model could not answer as the document says (a test fails on it). */
  readonly faults: string[] = [];
  /** Platform state that no resource path holds: tokens, batches, counters. */
  readonly state = new Map<string, unknown>();
  /** Starts at the reader's own time: their commands compute times (`date -u -d '-1 day'`) the platform compares. */
  clock = Math.floor(Date.now() / 1000) * 1000;
  /** Where the model serves stream storage (Azure Blob Storage in the real platform). */
  storageUrl = 'https://storage.invalid';

  /** The workspace the call being answered names; the reader's first workspace for calls that name none. */
  private current: string;

  constructor(
    readonly fixture: Fixture,
    private readonly rules: Record<string, Rule>,
    private readonly authorize: Authorize,
  ) {
    this.current = fixture.workspaceId;
  }

  now(advanceMs = 1000): string {
    this.clock += advanceMs;
    return new Date(this.clock).toISOString().replace(/\.\d+Z$/, 'Z');
  }

  /** The time a `d:hh:mm:ss` duration (the document's format) from now. */
  after(duration: string): string {
    const [days, hours, minutes, seconds] = duration.split(':').map(Number);
    const ms = (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
    return new Date(this.clock + ms).toISOString().replace(/\.\d+Z$/, 'Z');
  }

  id = () => randomUUID();

  bag<T>(name: string, initial: () => T): T {
    if (!this.state.has(name)) this.state.set(name, initial());
    return this.state.get(name) as T;
  }

  operation = (id: string) => operationById.get(id)!;

  workspacePath = (workspaceId = this.current) => `/workspaces/${workspaceId}`;

  /** The device's twin in the current workspace; its tags and properties live below it. */
  devicePath = (deviceId: string) => `${this.workspacePath()}/devices/${deviceId}`;

  handle(call: Call): Answer {
    const refused = this.authorize(this, call);
    if (refused) return refused;
    // Device credentials name no workspace: the tutorials provision devices only in the reader's first workspace.
    this.current = call.params.workspaceId ?? this.fixture.workspaceId;
    try {
      return this.answer(call);
    } finally {
      this.current = this.fixture.workspaceId;
    }
  }

  private answer(call: Call): Answer {
    const rule = this.rules[call.operation.id] ?? genericRule(call.operation);
    if (!rule) {
      this.faults.push(`the model has no rule for ${call.operation.id}`);
      return problem(
        '/problems/common/internalError',
        500,
        `The model has no rule for ${call.operation.id}.`,
      );
    }
    const answer = rule(this, call);
    // list-egress-sinks and the other sink operations: "Secrets are masked with `***`" (not in get-…-secrets).
    const masked =
      /\/egress-sinks/.test(call.pathname) && !call.pathname.endsWith('/secrets')
        ? {...answer, body: maskSecrets(answer.body)}
        : answer;
    return this.shaped(call.operation, masked);
  }

  /**
   * Completes an answer to its response schema (members the schema does not know are dropped). A required member the
   * rule's answer lacks is a fault: completing it silently would hide a member the rule forgot behind an empty value.
   */
  private shaped(operation: RoutedOperation, answer: Answer): Answer {
    const pointer = answer.body === undefined ? null : responseSchemaPointer(operation, answer.status);
    if (!pointer) return answer;
    const filled: string[] = [];
    const body = completeFor(schemaAt(pointer), answer.body, this.now(0), filled);
    for (const member of filled)
      this.faults.push(
        `${operation.id} ${answer.status}: the model's answer lacks the required member ${member}`,
      );
    return {...answer, body};
  }
}

function secretsOf(model: PlatformModel, owner: string): JsonObject {
  const key = randomBytes(24).toString('hex');
  return {
    messagesSecureUri: `${model.storageUrl}/messages?sig=${key}`,
    batchesSecureUri: `${model.storageUrl}/batches?sig=${key}`,
    expirationTime: model.now(0),
    connectionString: `DefaultEndpointsProtocol=https;AccountName=stmodel;AccountKey=${key};EndpointSuffix=core.windows.net`,
    containerName: 'messages',
    sasUri: `https://stmodel.blob.core.windows.net/messages?sig=${key}`,
    primaryConnectionString: `Endpoint=sb://model.servicebus.windows.net/;SharedAccessKey=${key}`,
    owner,
  };
}

function maskSecrets(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (/^(secretAccessKey|password|clientSecret)$/.test(key)) return '***';
    return value.replace(/((?:AccountKey|SharedAccessKey|Password)=)[^;]*/gi, '$1***');
  }
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, member]) => [
      name,
      name === 'headers' && typeof member === 'object' && member !== null
        ? Object.fromEntries(Object.keys(member).map((header) => [header, '***']))
        : maskSecrets(member, name),
    ]),
  );
}

/** The path of the item a collection operation creates or lists, e.g. `/alert-rules` → `alertRuleId`. */
function itemParameterOf(operation: RoutedOperation): string | null {
  const below = new RegExp(`^${operation.path.replace(/[{}]/g, '\\$&')}/\\{(\\w+)\\}$`);
  for (const candidate of Object.keys(documentPaths())) {
    const match = below.exec(candidate);
    if (match) return match[1];
  }
  return null;
}

const documentPaths = () => document.paths;

const isPage = (operation: RoutedOperation) => {
  const pointer = responseSchemaPointer(operation, 200);
  return Boolean(pointer && (schemaAt(pointer).properties as JsonObject | undefined)?.items);
};

/** Fields of a resource that its path names: `streamGroupName`, and the last name as `name` when the schema has it. */
function identityOf(operation: RoutedOperation, params: Record<string, string>): JsonObject {
  const identity: JsonObject = {...params};
  delete identity.workspaceId;
  const last = operation.pathParameters.at(-1);
  if (last && /Name$/.test(last)) {
    identity.name = params[last];
    delete identity[last];
  }
  return identity;
}

/**
 * The behaviour the document gives every resource: PUT creates or replaces ("Fields you leave out are reset to
 * their defaults, also when the resource already exists"), PATCH merges ("Update semantics: merge."), GET
 * reads or lists with paging, DELETE removes, a missing resource is 404, a POST with a taken `name` is 409.
 */
function genericRule(operation: RoutedOperation): Rule | null {
  const {method} = operation;
  const onItem = operation.path.endsWith('}');
  if (method === 'get' && isPage(operation)) return listRule;
  // Secrets of a stored resource: the connection details the document describes, made up for the model.
  if (method === 'get' && operation.path.endsWith('/secrets'))
    return (model, call) => {
      const owner = call.pathname.replace(/\/secrets$/, '');
      const stored = model.resources.get(owner);
      // The resource's own members (its name and kind) come with its credentials.
      return stored ? {status: 200, body: {...stored, ...secretsOf(model, owner)}} : notFound(owner);
    };
  if (method === 'get')
    return (model, call) => {
      const found = model.resources.get(call.pathname);
      return found ? {status: 200, body: found} : notFound(call.pathname);
    };
  if (method === 'put' && onItem)
    return (model, call) => {
      const existed = model.resources.has(call.pathname);
      const stored = {
        ...(withDefaults(requestSchema(call.operation), call.body) as JsonObject),
        ...identityOf(call.operation, call.params),
      };
      model.resources.set(call.pathname, stored);
      const status = !existed && call.operation.operation.responses['201'] ? 201 : 200;
      return {status, body: stored};
    };
  if (method === 'patch')
    return (model, call) => {
      const found = model.resources.get(call.pathname);
      if (!found) return notFound(call.pathname);
      const patched = mergePatch(found, call.body) as JsonObject;
      model.resources.set(call.pathname, patched);
      return {status: 200, body: patched};
    };
  if (method === 'delete' && onItem)
    return (model, call) => {
      if (!model.resources.delete(call.pathname)) return notFound(call.pathname);
      return {status: 204};
    };
  if (method === 'post' && !onItem) {
    const idName = itemParameterOf(operation);
    if (!idName) return null;
    return (model, call) => {
      const body = withDefaults(requestSchema(call.operation), call.body) as JsonObject;
      const siblings = [...model.resources.entries()].filter(([key]) => key.startsWith(`${call.pathname}/`));
      if (typeof body.name === 'string' && siblings.some(([, value]) => value.name === body.name)) {
        const area = call.pathname
          .split('/')
          .pop()!
          .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
        return problem(`/problems/${area}/nameTaken`, 409, `The name '${body.name}' is already in use.`);
      }
      // An ID the body names (create-site's `siteId`) is the new item's; else the platform makes one.
      const id = typeof body[idName] === 'string' ? body[idName] : model.id();
      const stored = {...body, [idName]: id, createdTime: model.now()};
      model.resources.set(`${call.pathname}/${id}`, stored);
      return {status: call.operation.operation.responses['201'] ? 201 : 200, body: stored};
    };
  }
  return null;
}

/** A list answers the items one level below its path, in pages of `maxItems` (continuationToken = next index). */
const listRule: Rule = (model, call) => {
  const prefix = `${call.pathname}/`;
  const all = [...model.resources.entries()]
    .filter(([key]) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/'))
    .map(([, value]) => value)
    .filter((value) => matchesQuery(value, call.query));
  const start = Number(call.query.continuationToken ?? 0);
  const size = Number(call.query.maxItems ?? call.query.pageSize ?? 100);
  const items = all.slice(start, start + size);
  const next = start + size < all.length ? String(start + size) : null;
  return {status: 200, body: {items, continuationToken: next}};
};

/** Query filters that name a member of the listed items (`state=Pending`, `deviceId=...`). */
function matchesQuery(value: JsonObject, query: Record<string, unknown>): boolean {
  return Object.entries(query).every(
    ([name, wanted]) =>
      !(name in value) || value[name] === wanted || (Array.isArray(wanted) && wanted.includes(value[name])),
  );
}
