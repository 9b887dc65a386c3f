import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {apiReference} from '../../src/references';
import {operationFields, type OpenApiDocument} from '../../plugins/search-index/operation-fields';

const fields = operationFields(JSON.parse(fs.readFileSync(apiReference.source, 'utf8')) as OpenApiDocument);
const carrying = (name: string) => [...fields].filter(([, names]) => names.includes(name)).map(([id]) => id);

describe('the field names of each operation', () => {
  it('come from responses, nested schemas behind $ref included', () => {
    expect(carrying('lastSeenTime').sort()).toEqual(['get-device', 'get-device-activity', 'list-devices']);
  });

  it('come from parameters and request bodies, and the webhook has its own', () => {
    expect(fields.get('list-streams')).toContain('continuationToken');
    expect(fields.get('patch-desired-properties')?.length).toBeGreaterThan(0);
    expect(fields.get('alert-webhook')?.length).toBeGreaterThan(0);
  });

  it('leave out names most operations carry', () => {
    expect(carrying('workspaceId')).toEqual([]);
  });
});
