/**
 * "Last seen" has one definition in the API document, which every device schema and the monitoring guide use, and
 * the alert conditions include one that watches messages rather than any communication.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadDocument, type JsonObject} from '../openapi/openapi-document';

const document = loadDocument();
const schemas = document.components.schemas;

function lastSeenProperties(): Array<[string, JsonObject]> {
  return Object.entries(schemas).flatMap(([name, schema]) => {
    const property = (schema.properties as Record<string, JsonObject> | undefined)?.lastSeenTime;
    return property ? [[name, property] as [string, JsonObject]] : [];
  });
}

describe('last seen', () => {
  it('is defined once: every lastSeenTime of the API document refers to the LastSeenTime schema', () => {
    const properties = lastSeenProperties();
    expect(properties.map(([name]) => name)).toEqual(expect.arrayContaining(['Device', 'DeviceActivity']));
    for (const [name, property] of properties) {
      expect(property, name).toEqual({$ref: '#/components/schemas/LastSeenTime'});
    }
  });

  it('counts keep-alives, and the monitoring guide shows that definition rather than its own', () => {
    expect(String(schemas.LastSeenTime.description)).toMatch(/keep-alive/);
    const guide = fs.readFileSync(path.resolve(__dirname, '../../docs/monitor-devices/index.mdx'), 'utf8');
    expect(guide).toMatch(/^\| `lastSeenTime` \| <Fact name="deviceLastSeen" \/> \|$/m);
  });
});

describe('alert conditions', () => {
  const condition = schemas.AlertCondition as {
    oneOf: Array<{$ref: string}>;
    discriminator: {mapping: Record<string, string>};
  };

  it('include one that fires on missing messages, whatever the connection does', () => {
    expect(condition.discriminator.mapping.MessageInactivity).toBe(
      '#/components/schemas/MessageInactivityAlertCondition',
    );
    const messageInactivity = schemas.MessageInactivityAlertCondition as {required: string[]};
    expect(messageInactivity.required).toEqual(['kind', 'inactivityPeriod']);
  });

  it('are each reachable through the discriminator', () => {
    expect(Object.values(condition.discriminator.mapping).sort()).toEqual(
      condition.oneOf.map((entry) => entry.$ref).sort(),
    );
  });
});
