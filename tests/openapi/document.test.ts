import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {createConfig, lintFromString} from '@redocly/openapi-core';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  documentPath,
  examplesWithSchemas,
  loadDocument,
  operationsOf,
  toJsonSchema,
} from './openapi-document';

const document = loadDocument();
const operations = operationsOf(document);

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

/** The specification's list of operations, item by item, and the operation that covers each. */
const CHECKLIST: Record<string, string> = {
  'alerts: list active': 'list-active-alerts',
  'alerts: list history': 'list-alert-history',
  'alerts: list failed': 'list-failed-alerts',
  'alerts: acknowledge': 'acknowledge-alert',
  'alerts: unacknowledge': 'unacknowledge-alert',
  'api keys: add': 'add-api-key',
  'api keys: get': 'get-api-key',
  'api keys: list': 'list-api-keys',
  'api keys: update': 'update-api-key',
  'api keys: revoke': 'revoke-api-key',
  'workspaces: create': 'create-workspace',
  'workspaces: get': 'get-workspace',
  'workspaces: patch': 'patch-workspace',
  'workspaces: delete': 'delete-workspace',
  'workspaces: members': 'list-workspace-members',
  'stream groups: get': 'get-stream-group',
  'stream groups: patch': 'patch-stream-group',
  'stream groups: delete': 'delete-stream-group',
  'stream groups: secrets': 'get-stream-group-secrets',
  'streams: get': 'get-stream',
  'streams: patch': 'patch-stream',
  'streams: delete': 'delete-stream',
  'streams: secrets': 'get-stream-secrets',
  'egress routes: get': 'get-egress-route',
  'egress routes: patch': 'patch-egress-route',
  'egress routes: delete': 'delete-egress-route',
  'egress routes: secrets': 'get-egress-route-secrets',
  'egress sinks: list': 'list-egress-sinks',
  'egress sinks: get': 'get-egress-sink',
  'egress sinks: patch': 'patch-egress-sink',
  'egress sinks: delete': 'delete-egress-sink',
  'egress sinks: secrets': 'get-egress-sink-secrets',
  'devices: list': 'list-devices',
  'devices: get': 'get-device',
  'devices: delete': 'delete-device',
  'devices: register': 'register-device',
  'devices: activity': 'get-device-activity',
  'devices: tags': 'list-device-tags',
  'devices: twin tags': 'patch-device-twin-tags',
  'desired properties: get': 'get-desired-properties',
  'desired properties: patch': 'patch-desired-properties',
  'desired properties: replace': 'replace-desired-properties',
  'desired properties: history': 'get-desired-properties-history',
  'reported properties: get': 'get-reported-properties',
  'reported properties: history': 'get-reported-properties-history',
  'device fleet configurations': 'create-fleet-configuration',
  rules: 'create-fleet-configuration-rule',
  targets: 'get-fleet-configuration-target',
  'targets: targeted devices': 'list-targeted-devices',
  'targets: counts': 'get-targeted-device-counts',
  'provisioning operations: init': 'init-provisioning-operation',
  'provisioning operations: get': 'get-provisioning-operation',
  'provisioning operations: list': 'list-provisioning-operations',
  'provisioning operations: approve': 'approve-provisioning-operation',
  'provisioning operations: cancel': 'cancel-provisioning-operation',
  'provisioning operations: complete': 'complete-provisioning-operation',
  'provisioning operations: by verification code': 'get-provisioning-operation-by-verification-code',
  'provisioning tokens: create': 'create-provisioning-token',
  'provisioning tokens: get': 'get-provisioning-token',
  'provisioning tokens: list': 'list-provisioning-tokens',
  'provisioning tokens: regenerate': 'regenerate-provisioning-token',
  'registration tokens: create': 'create-registration-token',
  'registration tokens: refresh': 'refresh-registration-token',
  'registration tokens: revoke': 'revoke-registration-tokens',
  sites: 'list-sites',
  'service accounts': 'create-service-account',
  'roles: assign': 'assign-role',
  'roles: revoke': 'revoke-role',
  'users: delete': 'delete-current-user',
  'users: me workspaces': 'list-my-workspaces',
  'users: default workspace': 'set-default-workspace',
  'subjects: get': 'get-subject',
  'subjects: batch': 'get-subjects-batch',
  'send cloud-to-device message': 'send-cloud-to-device-message',
  'TCP tunnel secure URI': 'create-tcp-tunnel-secure-uri',
  'storage secure URI': 'create-storage-secure-uri',
  'ingress file upload': 'upload-ingress-file',
  'egress-route filter validation': 'validate-egress-route-filter',
  'resend email verification': 'resend-email-verification',
};

describe('the OpenAPI document', () => {
  it('passes the Redocly linter without errors', async () => {
    const problems = await lintFromString({
      source: fs.readFileSync(documentPath, 'utf8'),
      absoluteRef: documentPath,
      config: await createConfig({extends: ['recommended']}),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(
      errors.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it('has about a hundred operations, each with a unique kebab-case operationId', () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(Object.entries(CHECKLIST))('covers "%s" with %s', (_, operationId) => {
    expect(operations.map((operation) => operation.operationId)).toContain(operationId);
  });

  it('groups operations under exactly the ten reference tags', () => {
    expect(document.tags.map((tag) => tag.name).sort()).toEqual([...TAGS].sort());
    for (const tag of document.tags as Array<{name: string; description?: string}>) {
      expect(tag.description?.length ?? 0, tag.name).toBeGreaterThan(100);
    }
    for (const operation of operations) {
      expect(operation.tags, operation.operationId).toHaveLength(1);
      expect(TAGS).toContain(operation.tags![0]);
    }
  });

  it('gives every operation a summary and a description', () => {
    for (const operation of operations as Array<{
      operationId: string;
      summary?: string;
      description?: string;
    }>) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.description?.length ?? 0, operation.operationId).toBeGreaterThan(60);
    }
  });

  it('has examples that validate against their schemas', () => {
    const ajv = new Ajv({strict: false, allErrors: true});
    addFormats(ajv);
    ajv.addSchema({components: toJsonSchema(document.components)}, 'doc');
    const examples = examplesWithSchemas(document);
    expect(examples.length).toBeGreaterThan(100);
    const failures = examples.flatMap(({where, schema, example}) => {
      const rewritten = JSON.parse(
        JSON.stringify(toJsonSchema(schema)).replace(/"#\/components\//g, '"doc#/components/'),
      );
      const validate = ajv.compile(rewritten);
      return validate(example) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(failures).toEqual([]);
  });
});
