import {createConfig, lint} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import {
  documentPath,
  loadDocument,
  operationsOf,
  resolveRef,
  validateExamples,
  webhooksOf,
  type JsonObject,
} from './openapi-document';
import {kebabSlug} from '../../plugins/openapi-pages/text';

const document = loadDocument();
const operations = operationsOf(document);
const operationIds = operations.map(({operation}) => operation.operationId);

/** The ten reference areas; each becomes a tag page at /api/reference/<kebab-cased name>. */
const TAGS = [
  'Devices',
  'Data Flows',
  'Device Alerting',
  'Device Fleet Configurations',
  'Device Provisioning',
  'Device Registration',
  'IAM',
  'Ingress',
  'Sites',
  'Workspaces',
];

/**
 * The operation list of the product specification, item by item, and the operation that covers each item.
 * Reported properties are written by devices only, so they have get and history but no patch or replace.
 */
const CHECKLIST: Array<[item: string, operationId: string]> = [
  ['alerts: list active', 'list-active-alerts'],
  ['alerts: list history', 'list-alert-history'],
  ['alerts: list failed', 'list-failed-alerts'],
  ['alerts: acknowledge', 'acknowledge-alert'],
  ['alerts: unacknowledge', 'unacknowledge-alert'],
  ['api keys: add', 'add-api-key'],
  ['api keys: get', 'get-api-key'],
  ['api keys: list', 'list-api-keys'],
  ['api keys: update', 'update-api-key'],
  ['api keys: revoke', 'revoke-api-key'],
  ['workspaces: create', 'create-workspace'],
  ['workspaces: get', 'get-workspace'],
  ['workspaces: update', 'update-workspace'],
  ['workspaces: delete', 'delete-workspace'],
  ['workspaces: members', 'list-workspace-members'],
  ['stream groups: get', 'get-stream-group'],
  ['stream groups: patch', 'patch-stream-group'],
  ['stream groups: delete', 'delete-stream-group'],
  ['stream groups: secrets', 'get-stream-group-secrets'],
  ['streams: get', 'get-stream'],
  ['streams: patch', 'patch-stream'],
  ['streams: delete', 'delete-stream'],
  ['streams: secrets', 'get-stream-secrets'],
  ['egress routes: get', 'get-egress-route'],
  ['egress routes: patch', 'patch-egress-route'],
  ['egress routes: delete', 'delete-egress-route'],
  ['egress routes: secrets', 'get-egress-route-secrets'],
  ['egress sinks: list', 'list-egress-sinks'],
  ['egress sinks: get', 'get-egress-sink'],
  ['egress sinks: patch', 'patch-egress-sink'],
  ['egress sinks: delete', 'delete-egress-sink'],
  ['egress sinks: secrets', 'get-egress-sink-secrets'],
  ['devices: list', 'list-devices'],
  ['devices: get', 'get-device'],
  ['devices: delete', 'delete-device'],
  ['devices: register', 'register-device'],
  ['devices: activity', 'get-device-activity'],
  ['devices: tags', 'list-device-tags'],
  ['devices: twin tags (get)', 'get-device-twin-tags'],
  ['devices: twin tags (patch)', 'patch-device-twin-tags'],
  ['devices: twin tags (replace)', 'replace-device-twin-tags'],
  ['desired properties: get', 'get-desired-properties'],
  ['desired properties: patch', 'patch-desired-properties'],
  ['desired properties: replace', 'replace-desired-properties'],
  ['desired properties: history', 'get-desired-properties-history'],
  ['reported properties: get', 'get-reported-properties'],
  ['reported properties: history', 'get-reported-properties-history'],
  ['fleet configurations: list', 'list-fleet-configurations'],
  ['fleet configurations: create', 'create-fleet-configuration'],
  ['fleet configurations: get', 'get-fleet-configuration'],
  ['fleet configurations: update', 'update-fleet-configuration'],
  ['fleet configurations: delete', 'delete-fleet-configuration'],
  ['rules: list', 'list-fleet-configuration-rules'],
  ['rules: create', 'create-fleet-configuration-rule'],
  ['rules: update', 'update-fleet-configuration-rule'],
  ['rules: delete', 'delete-fleet-configuration-rule'],
  ['targets: get', 'get-fleet-configuration-target'],
  ['targets: replace', 'replace-fleet-configuration-target'],
  ['targets: targeted devices', 'list-targeted-devices'],
  ['targets: counts', 'get-targeted-device-counts'],
  ['provisioning operations: init', 'init-provisioning-operation'],
  ['provisioning operations: get', 'get-provisioning-operation'],
  ['provisioning operations: list', 'list-provisioning-operations'],
  ['provisioning operations: approve', 'approve-provisioning-operation'],
  ['provisioning operations: cancel', 'cancel-provisioning-operation'],
  ['provisioning operations: complete', 'complete-provisioning-operation'],
  ['provisioning operations: by verification code', 'get-provisioning-operation-by-verification-code'],
  ['provisioning tokens: create', 'create-provisioning-token'],
  ['provisioning tokens: get', 'get-provisioning-token'],
  ['provisioning tokens: list', 'list-provisioning-tokens'],
  ['provisioning tokens: regenerate', 'regenerate-provisioning-token'],
  ['registration tokens: create', 'create-registration-token'],
  ['registration tokens: refresh', 'refresh-registration-token'],
  ['registration tokens: revoke', 'revoke-registration-tokens'],
  ['sites: list', 'list-sites'],
  ['sites: create', 'create-site'],
  ['sites: get', 'get-site'],
  ['sites: update', 'update-site'],
  ['sites: delete', 'delete-site'],
  ['service accounts: list', 'list-service-accounts'],
  ['service accounts: create', 'create-service-account'],
  ['service accounts: get', 'get-service-account'],
  ['service accounts: update', 'update-service-account'],
  ['service accounts: delete', 'delete-service-account'],
  ['roles: assign', 'assign-role'],
  ['roles: revoke', 'revoke-role'],
  ['users: delete', 'delete-current-user'],
  ['users: me workspaces', 'list-my-workspaces'],
  ['users: default workspace', 'set-default-workspace'],
  ['subjects: get', 'get-subject'],
  ['subjects: batch', 'get-subjects-batch'],
  ['send cloud-to-device message', 'send-cloud-to-device-message'],
  ['TCP tunnel secure URI', 'create-tcp-tunnel-secure-uri'],
  ['storage secure URI', 'create-storage-secure-uri'],
  ['ingress file upload', 'upload-ingress-file'],
  ['egress-route filter validation', 'validate-egress-route-filter'],
  ['resend email verification', 'resend-email-verification'],
];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.0.3 with the title that gives the info page its slug', () => {
    expect(document.openapi).toBe('3.0.3');
    expect(document.info.title).toBe('Spotflow Platform API');
    expect(kebabSlug(document.info.title)).toBe('spotflow-platform-api');
  });

  it('passes the Redocly recommended rules without errors', async () => {
    const config = await createConfig({extends: ['recommended']});
    const problems = await lint({ref: documentPath, config});
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map(
        (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? 'document'})`,
      );
    expect(errors).toEqual([]);
  });

  it('has examples that all validate against their schemas', async () => {
    const {checked, failures} = await validateExamples(document);
    expect(checked).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });

  // The reference pages show only the document's own examples, so a body without one would
  // show no example at all. Raw bytes (a `format: binary` string) cannot be written in JSON.
  it('has an example for every request and response body that is not raw bytes', () => {
    const missing = [...operations, ...webhooksOf(document)].flatMap(({operation}) => {
      const bodies: Array<[string, unknown]> = [];
      if (operation.requestBody) bodies.push(['request', resolveRef(document, operation.requestBody).value]);
      for (const [status, response] of Object.entries(operation.responses)) {
        bodies.push([status, resolveRef(document, response).value]);
      }
      return bodies.flatMap(([where, body]) =>
        Object.entries(((body as JsonObject).content ?? {}) as Record<string, JsonObject>)
          .filter(
            ([, media]) => (resolveRef(document, media.schema).value as JsonObject)?.format !== 'binary',
          )
          .filter(([, media]) => media.example === undefined && media.examples === undefined)
          .map(([mediaType]) => `${operation.operationId} ${where} ${mediaType}`),
      );
    });
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique operationId that is its own kebab-case slug', () => {
    expect(new Set(operationIds).size).toBe(operationIds.length);
    for (const id of operationIds) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(kebabSlug(id)).toBe(id);
    }
  });

  describe('covers every operation of the specification', () => {
    it.each(CHECKLIST)('%s: %s', (_item, operationId) => {
      expect(operationIds).toContain(operationId);
    });
  });

  it('uses exactly the ten reference tags, each described, and one of them on every operation', () => {
    expect(document.tags.map((tag) => tag.name).sort()).toEqual([...TAGS].sort());
    for (const tag of document.tags) expect(tag.description?.length ?? 0, tag.name).toBeGreaterThan(200);
    for (const {operation} of operations) {
      expect(operation.tags, operation.operationId).toHaveLength(1);
      expect(TAGS, operation.operationId).toContain(operation.tags?.[0]);
    }
  });

  it('documents every operation: summary style, description, success example and problem details for errors', () => {
    for (const {operation} of operations) {
      const id = operation.operationId;
      // Sentence case; tests/openapi-pages/reading.test.ts checks the titles word by word.
      expect(operation.summary, id).toMatch(/^[A-Z][a-z]/);
      expect(operation.description?.length ?? 0, id).toBeGreaterThan(80);
      for (const [status, reference] of Object.entries(operation.responses)) {
        const response = resolveRef(document, reference).value as JsonObject;
        const content = response.content as
          | Record<string, {examples?: object; example?: unknown}>
          | undefined;
        if (/^[45]/.test(status)) {
          expect(Object.keys(content ?? {}), `${id} ${status}`).toEqual(['application/problem+json']);
        }
        if (content && /^2/.test(status)) {
          const hasExample = Object.values(content).some(
            (media) => media.example !== undefined || media.examples,
          );
          expect(hasExample, `${id} ${status}`).toBe(true);
        }
      }
      expect(
        Object.keys(operation.responses).some((status) => /^4/.test(status)),
        id,
      ).toBe(true);
    }
  });

  it('authenticates device operations with a device token and everything else with a bearer token', () => {
    const securitySchemes = (document.components.securitySchemes ?? {}) as Record<string, {type: string}>;
    expect(Object.keys(securitySchemes).sort()).toEqual([
      'Bearer',
      'ProvisioningToken',
      'RegistrationToken',
      'UserToken',
    ]);
    expect(document.security).toEqual([{Bearer: []}]);
    const operationsOfScheme = (scheme: string) =>
      operations
        .filter(({operation}) => operation.security?.some((requirement) => scheme in requirement))
        .map(({operation}) => operation.operationId)
        .sort();
    expect(operationsOfScheme('ProvisioningToken')).toEqual(
      ['complete-provisioning-operation', 'init-provisioning-operation', 'refresh-registration-token'].sort(),
    );
    expect(operationsOfScheme('RegistrationToken')).toEqual(
      ['register-device', 'send-ingress-message', 'upload-ingress-file'].sort(),
    );
  });

  // The samples take the header from the scheme's description (plugins/openapi-pages/samples.ts).
  it('says in each security scheme how to send its credential', () => {
    const securitySchemes = (document.components.securitySchemes ?? {}) as Record<
      string,
      {description?: string}
    >;
    for (const [name, scheme] of Object.entries(securitySchemes)) {
      expect(scheme.description, name).toMatch(/`Authorization: (Bearer|DeviceToken) <[a-z-]+>`/);
    }
  });
});
