import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {problemTypesList, withProblemTypesMarkdown, type ProblemType} from '../../plugins/api-problem-types';
import {siteFacts} from '../../plugins/facts/registry';
import {
  loadDocument,
  operationsOf,
  resolveRef,
  webhooksOf,
  type JsonObject,
  type OpenApiOperation,
} from './openapi-document';

const document = loadDocument();
const operations = operationsOf(document);
const registry = document['x-problem-types'] as Record<string, ProblemType>;

type Problem = {type: string; title: string; status: number};

/** Every problem example an operation's error responses show, with the status it is shown under. */
function problemsOf(operation: OpenApiOperation): Array<{status: string; example: string; problem: Problem}> {
  return Object.entries(operation.responses).flatMap(([status, reference]) => {
    const response = resolveRef(document, reference).value as JsonObject;
    const media = (response.content as Record<string, {examples?: Record<string, {value: Problem}>}>)?.[
      'application/problem+json'
    ];
    return Object.entries(media?.examples ?? {}).map(([example, {value}]) => ({
      status,
      example,
      problem: value,
    }));
  });
}

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

describe('update semantics', () => {
  const statement = (operation: OpenApiOperation) =>
    operation.description?.match(/\*\*Update semantics: (replace|merge|action)\.\*\*/g) ?? [];

  it('are stated once by every PUT and PATCH, in one of three wordings', () => {
    for (const {method, operation} of operations.filter(({method}) => ['put', 'patch'].includes(method))) {
      const found = statement(operation);
      expect(found, operation.operationId).toHaveLength(1);
      if (method === 'patch') expect(found[0], operation.operationId).toContain('merge');
    }
  });

  it('say that every create-or-update operation resets the fields it is not sent', () => {
    const createOrUpdate = operations.filter(({operation}) =>
      operation.operationId.startsWith('create-or-update-'),
    );
    expect(createOrUpdate).toHaveLength(4);
    for (const {operation} of createOrUpdate) {
      expect(operation.description).toContain(
        '**Update semantics: replace.** The body replaces the whole resource. Fields you leave out are reset to their defaults, also when the resource already exists.',
      );
    }
  });

  it('use the same words wherever they appear', () => {
    const paragraphs = new Set(
      operations.flatMap(
        ({operation}) =>
          operation.description
            ?.split('\n\n')
            .filter((paragraph) => paragraph.startsWith('**Update semantics'))
            .map((paragraph) => paragraph.replace(/ To change some fields.*$/, '')) ?? [],
      ),
    );
    expect(paragraphs.size).toBe(3);
  });
});

describe('PATCH bodies', () => {
  const patches = operations.filter(({method}) => method === 'patch');

  /**
   * Where a member of a merge patch is required, though RFC 7396 lets a patch leave out any member: every object a
   * merge reaches (members, map values, the branches of a composition). Array items are exempt: an array is
   * replaced as a whole, so each item is a complete value.
   */
  function requiredMembers(schema: unknown, where: string, seen = new Set<string>()): string[] {
    const {pointer, value} = resolveRef(document, schema);
    if (pointer && seen.has(pointer)) return [];
    if (pointer) seen.add(pointer);
    const node = value as JsonObject;
    const here = pointer ?? where;
    const found = ((node.required as string[] | undefined) ?? []).map((member) => `${here}: ${member}`);
    const members = Object.entries((node.properties as Record<string, unknown>) ?? {});
    const nested = [
      ...members.map(([name, member]) => [`${here}.${name}`, member] as const),
      ...(typeof node.additionalProperties === 'object'
        ? [[`${here}.*`, node.additionalProperties] as const]
        : []),
      ...(['allOf', 'oneOf', 'anyOf'] as const).flatMap((keyword) =>
        ((node[keyword] as unknown[] | undefined) ?? []).map(
          (branch) => [`${here} ${keyword}`, branch] as const,
        ),
      ),
    ];
    return [...found, ...nested.flatMap(([path, member]) => requiredMembers(member, path, seen))];
  }

  it.each(patches.map(({operation}) => [operation.operationId, operation] as const))(
    '%s takes application/merge-patch+json with no required member',
    (id, operation) => {
      const body = resolveRef(document, operation.requestBody).value as {
        content: Record<string, {schema: unknown}>;
      };
      expect(Object.keys(body.content)).toEqual(['application/merge-patch+json']);
      expect(requiredMembers(body.content['application/merge-patch+json'].schema, id)).toEqual([]);
    },
  );

  it('the check finds a required member nested in a patch', () => {
    const schema = {type: 'object', properties: {location: {type: 'object', required: ['latitude']}}};
    expect(requiredMembers(schema, 'body')).toEqual(['body.location: latitude']);
  });
});

describe('retries', () => {
  const behaviours = document['x-retry-behaviours'] as Record<string, {description: string}>;
  const retryOf = (operation: OpenApiOperation) => operation['x-retry'] as string;
  const parameterNames = (operation: OpenApiOperation) =>
    (operation.parameters ?? []).map(
      (parameter) => (resolveRef(document, parameter).value as {name: string}).name,
    );

  it('give every operation one of the behaviours the document describes, and use each behaviour', () => {
    for (const {operation} of operations)
      expect(Object.keys(behaviours), operation.operationId).toContain(retryOf(operation));
    expect(new Set(operations.map(({operation}) => retryOf(operation)))).toEqual(
      new Set(Object.keys(behaviours)),
    );
  });

  it('call every GET a read, and say that a repeated DELETE answers 404', () => {
    for (const {method, operation} of operations) {
      if (method === 'get') expect(retryOf(operation), operation.operationId).toBe('read');
      if (method === 'delete') expect(retryOf(operation), operation.operationId).toBe('delete');
      // Once the caller's own user is deleted, its token fails first.
      const gone = operation.operationId === 'delete-current-user' ? '401' : '404';
      if (retryOf(operation) === 'delete')
        expect(Object.keys(operation.responses), operation.operationId).toContain(gone);
    }
  });

  it('answer a repeated state change with 409', () => {
    const changes = operations.filter(({operation}) => retryOf(operation) === 'state-change');
    expect(changes.map(({operation}) => operation.operationId)).toContain('approve-provisioning-operation');
    for (const {operation} of changes)
      expect(Object.keys(operation.responses), operation.operationId).toContain('409');
  });

  it('say on every replace of a resource with secrets that a masked *** value fails with 400', () => {
    const ids = new Set(operations.map(({operation}) => operation.operationId));
    const replacing = operations.filter(
      ({operation}) =>
        operation.operationId.startsWith('create-or-update-') &&
        ids.has(`get-${operation.operationId.replace('create-or-update-', '')}-secrets`),
    );
    expect(replacing).toHaveLength(4);
    for (const {operation} of replacing) {
      expect(operation.description, operation.operationId).toMatch(/masked with `\*\*\*`.*fails with `400`/);
    }
  });

  it('take an Idempotency-Key on every POST that creates a resource, and on no other operation', () => {
    for (const {method, operation} of operations) {
      const creates =
        method === 'post' &&
        /^(create|add)-/.test(operation.operationId) &&
        !/secure-uri$/.test(operation.operationId);
      expect(parameterNames(operation).includes('Idempotency-Key'), operation.operationId).toBe(creates);
      expect(retryOf(operation) === 'idempotency-key', operation.operationId).toBe(creates);
    }
  });
});

describe('paged lists', () => {
  const paged = operations.filter(({operation}) =>
    (operation.parameters ?? []).some(
      (parameter) => (resolveRef(document, parameter).value as {name: string}).name === 'continuationToken',
    ),
  );

  it.each(paged.map(({operation}) => [operation.operationId, operation] as const))(
    '%s states the order of its items',
    (_id, operation) => {
      expect(operation.description).toMatch(/\b(sorted|ordered)\b|\bnewest first\b|\bin the order\b/);
    },
  );
});

describe('error responses', () => {
  it.each(operations.map(({operation}) => [operation.operationId, operation] as const))(
    '%s documents 500 and 503',
    (_id, operation) => {
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['500', '503']));
    },
  );

  it('carry the request ID header, as every response does', () => {
    for (const {operation} of operations) {
      for (const [status, reference] of Object.entries(operation.responses)) {
        const response = resolveRef(document, reference).value as JsonObject;
        expect(
          Object.keys((response.headers as object) ?? {}),
          `${operation.operationId} ${status}`,
        ).toContain('X-Request-Id');
      }
    }
  });

  it('are defined once when they are the same on several operations', () => {
    const inline = new Map<string, string[]>();
    for (const {operation} of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[45]/.test(status) || '$ref' in response) continue;
        const shape = JSON.stringify(response, (key, value) => (key === 'instance' ? undefined : value));
        inline.set(shape, [...(inline.get(shape) ?? []), `${operation.operationId} ${status}`]);
      }
    }
    expect([...inline.values()].filter((users) => users.length > 1)).toEqual([]);
  });

  it('give each conflict situation its own problem type', () => {
    const conflicts = operations.flatMap(({operation}) =>
      problemsOf(operation).filter(({status}) => status === '409'),
    );
    expect(conflicts.length).toBeGreaterThan(30);
    const typeOf = new Map<string, string>();
    for (const {problem} of conflicts) {
      expect(problem.type).not.toBe('/problems/common/conflict');
      // One type, one title: a type that stood for two situations would show two titles.
      expect(typeOf.get(problem.type) ?? problem.title, problem.type).toBe(problem.title);
      typeOf.set(problem.type, problem.title);
    }
    expect(typeOf.size).toBeGreaterThanOrEqual(20);
  });

  it('use only problem types that the document lists with their status and title', () => {
    const used = operations.flatMap(({operation}) => problemsOf(operation));
    for (const {problem, status} of used) {
      expect(registry[problem.type], problem.type).toBeDefined();
      expect(registry[problem.type].status, problem.type).toBe(Number(status));
      expect(registry[problem.type].title, problem.type).toBe(problem.title);
    }
    expect(Object.keys(registry).sort()).toEqual([...new Set(used.map(({problem}) => problem.type))].sort());
  });

  it('are listed on /api/ in a list generated from the document, also in its Markdown copy', () => {
    const list = JSON.stringify(problemTypesList(registry));
    const overview = readFileSync(new URL('../../api/index.mdx', import.meta.url), 'utf8');
    expect(overview).toMatch(/^::problem-types$/m);
    const markdown = withProblemTypesMarkdown(overview, registry);
    for (const type of Object.keys(registry)) {
      expect(list).toContain(JSON.stringify(type));
      expect(markdown).toContain(`- \`${type}\` (`);
    }
  });
});

describe('names', () => {
  const fieldNames = new Set<string>();
  JSON.stringify(document, (key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && value.properties) {
      for (const [name, schema] of Object.entries(value.properties as Record<string, JsonObject>)) {
        if (schema.format === 'date-time') fieldNames.add(name);
      }
    }
    return value;
  });

  it('end every timestamp in Time, except the one devices read as connectionStringExpiration', () => {
    expect([...fieldNames].filter((name) => !name.endsWith('Time'))).toEqual(['connectionStringExpiration']);
  });

  it("call an alert's rule alertRuleId, in the schema, its examples and the alert lists' filter", () => {
    const alert = document.components.schemas.Alert as {properties: object};
    expect(Object.keys(alert.properties)).toContain('alertRuleId');
    expect(Object.keys(alert.properties)).not.toContain('ruleId');
    const text = JSON.stringify(document.paths);
    expect(text).not.toMatch(/"alertId":"[^"]+","ruleId"/);
    for (const {operation} of operations.filter(({path}) => path.includes('/alerts/'))) {
      const names = (operation.parameters ?? []).map((parameter) => resolveRef(document, parameter).value);
      expect(
        names.map((parameter) => (parameter as {name: string}).name),
        operation.operationId,
      ).not.toContain('ruleId');
    }
  });
});

describe('the naming convention of /api/', () => {
  /** Verbs that end a path as a step of a workflow rather than a resource. */
  const STEP_VERBS = new Set(['acknowledge', 'approve', 'assign', 'cancel', 'complete', 'init', 'refresh']);
  ['regenerate', 'register', 'resend', 'revoke', 'unacknowledge', 'validate-filter'].forEach((verb) =>
    STEP_VERBS.add(verb),
  );
  /** Paths that repeat their method as a verb, kept because the platform's public reference names them so. */
  const KEPT = [
    'delete /workspaces/{workspaceId}/devices/{deviceId}/delete',
    'post /workspaces/{workspaceId}/provisioning-tokens/create',
  ];
  const literalSegments = (path: string) =>
    path.split('/').filter((segment) => segment && !segment.startsWith('{'));

  it('ends a path with a step verb only as its last segment, sent with POST or PUT', () => {
    for (const {method, path} of operations) {
      const segments = literalSegments(path);
      const verbs = segments.filter(
        (segment) => STEP_VERBS.has(segment) || ['create', 'delete'].includes(segment),
      );
      if (verbs.length === 0) continue;
      const where = `${method} ${path}`;
      expect(verbs, where).toEqual([segments.at(-1)]);
      expect(path.endsWith(`/${verbs[0]}`), where).toBe(true);
      if (KEPT.includes(where)) continue;
      expect(STEP_VERBS.has(verbs[0]), where).toBe(true);
      expect(['post', 'put'], where).toContain(method);
    }
  });

  it('calls a PATCH patch- beside a replacing PUT on its path, and update- where it is the only change', () => {
    for (const {method, path, operation} of operations.filter(({method}) => method === 'patch')) {
      const hasPut = Boolean(document.paths[path].put);
      expect(operation.operationId, `${method} ${path}`).toMatch(hasPut ? /^patch-/ : /^update-/);
    }
  });

  it('selects an asset that can be renamed by a GUID, and one selected by name cannot be renamed', () => {
    for (const {path, operation} of operations.filter(({method}) => method === 'patch')) {
      const body = resolveRef(document, operation.requestBody).value as {
        content: Record<string, {schema: unknown}>;
      };
      const schema = resolveRef(document, Object.values(body.content)[0].schema).value as JsonObject;
      const renames = 'name' in ((schema.properties as object) ?? {});
      const selector = [...path.matchAll(/\{(\w+)\}/g)].at(-1)![1];
      if (renames) expect(selector, path).toMatch(/Id$/);
      if (selector.endsWith('Name')) expect(renames, path).toBe(false);
    }
  });

  it("keeps the provisioning-token override modes as the platform's public reference spells them", () => {
    const confirmed = {
      registrationTokenLifetimeOverrideMode: ['Disabled', 'Allowed', 'Enforce'],
      deviceIdOverrideMode: [
        'DeviceEnforce',
        'DeviceAndTechnicianAllow',
        'TechnicianEnforce',
        'TechnicianAllow',
        'Disable',
        'DeviceAllow',
      ],
    };
    for (const schema of [
      'CreateProvisioningTokenRequest',
      'ProvisioningToken',
      'ProvisioningTokenSummary',
    ]) {
      const properties = document.components.schemas[schema].properties as Record<string, {enum: string[]}>;
      for (const [field, values] of Object.entries(confirmed))
        expect(properties[field].enum, `${schema}.${field}`).toEqual(values);
    }
  });

  it('spells enumeration values in Pascal case, or as the role, permission or built-in sink name they are', () => {
    const values = new Set<string>();
    JSON.stringify(document, (key, value) => {
      if (key === 'enum' && Array.isArray(value))
        value.forEach((member) => typeof member === 'string' && values.add(member));
      return value;
    });
    const forms = [
      /^[A-Z][A-Za-z0-9]*$/,
      /^\/[a-z-]+\/[a-z-]+$/,
      /^workspaces(\.[a-z-]+)*:[a-z]+$/,
      /^(grafana|platform-stream)$/,
    ];
    expect([...values].filter((value) => !forms.some((form) => form.test(value)))).toEqual([]);
  });

  it('calls a lifecycle field state, never status', () => {
    const statusFields = Object.entries(document.components.schemas)
      .filter(
        ([name, schema]) => name !== 'ProblemDetails' && 'status' in ((schema.properties as object) ?? {}),
      )
      .map(([name]) => name);
    expect(statusFields).toEqual([]);
  });
});

describe('the alert webhook', () => {
  const [webhook] = webhooksOf(document);

  it('is retried once after each delay of its schedule', () => {
    const delays = siteFacts().raw('webhookRetryDelays') as string[];
    expect(delays).toHaveLength(Number(siteFacts().raw('webhookRetries')));
  });

  it('is modelled with its payload, signature and event ID', () => {
    expect(webhook.operation.operationId).toBe('alert-webhook');
    const headers = (webhook.operation.parameters ?? []).map((parameter) => parameter.name);
    expect(headers).toEqual(
      expect.arrayContaining(['X-Spotflow-Signature', 'X-Spotflow-Timestamp', 'X-Spotflow-Event-Id']),
    );
    const payload = document.components.schemas.AlertWebhookEvent as {required: string[]};
    expect(payload.required).toEqual(expect.arrayContaining(['eventId', 'event', 'alert']));
    expect(webhook.operation.description).toContain('## Verify the signature');
  });
});

describe('tag pages', () => {
  it.each(['Ingress', 'Sites'])('%s has at least 250 words of its own', (name) => {
    const tag = document.tags.find((candidate) => candidate.name === name)!;
    expect(wordsOf(tag.description ?? '')).toBeGreaterThanOrEqual(250);
  });
});
