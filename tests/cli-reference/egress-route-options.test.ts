/**
 * Route options that the real platform has and that our CLI model and API document must offer alike: payload
 * embedding on both Azure broker sinks, and OpenTelemetry enrichment chosen per signal.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allCommands, loadModel} from '../../plugins/cli-reference/model';
import {loadDocument, type JsonObject} from '../openapi/openapi-document';

const commands = allCommands(loadModel(path.resolve(__dirname, '../../cli/spotf.yaml')));
const schemas = loadDocument().components.schemas;

function routeCommand(kind: string) {
  const command = commands.find(
    (candidate) => candidate.fullName === `spotf stream egress-route create-or-update ${kind}`,
  );
  if (!command) throw new Error(`no route command for ${kind}`);
  return command;
}

function propertiesOf(schemaName: string): Record<string, JsonObject> {
  let schema = schemas[schemaName] as JsonObject;
  while (typeof schema?.$ref === 'string') schema = schemas[schema.$ref.split('/').pop()!] as JsonObject;
  return (schema?.properties ?? {}) as Record<string, JsonObject>;
}

const camelOf = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

describe('payload embedding', () => {
  it.each([
    ['event-hub', 'EventHubEgressRoute'],
    ['service-bus', 'ServiceBusEgressRoute'],
  ])('the %s route can disable it, off by default in the API and the CLI', (kind, schemaName) => {
    const property = propertiesOf(schemaName).disablePayloadEmbedding;
    expect(property, `${schemaName}.disablePayloadEmbedding`).toBeDefined();
    expect(property.default).toBe(false);
    const option = routeCommand(kind).options.find(
      (candidate) => candidate.name === 'disable-payload-embedding',
    );
    expect(option, `--disable-payload-embedding of the ${kind} route`).toBeDefined();
    expect(option!.type).toBe('boolean');
    expect(option!.default).toBe(false);
  });
});

describe('OpenTelemetry enrichment', () => {
  const signals = Object.keys(propertiesOf('OpenTelemetryEnrichment'));
  const attributes = Object.keys(propertiesOf('OpenTelemetrySignalEnrichment'));

  it('is an object per signal in the API', () => {
    expect(signals.sort()).toEqual(['logs', 'metrics', 'traces']);
    expect(attributes.sort()).toEqual(['deviceId', 'streamGroupName', 'streamName']);
  });

  it('has one CLI option per signal, offering exactly the attributes of the API', () => {
    const enrichOptions = routeCommand('open-telemetry').options.filter((option) =>
      option.name.startsWith('enrich-'),
    );
    expect(enrichOptions.map((option) => option.name.replace('enrich-', '')).sort()).toEqual(signals.sort());
    for (const option of enrichOptions) {
      expect(option.list, `--${option.name} takes a list`).toBe(true);
      expect((option.allowed ?? []).map(camelOf).sort(), `--${option.name}`).toEqual(attributes.sort());
    }
  });
});
