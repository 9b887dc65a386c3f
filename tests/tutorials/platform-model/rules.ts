/**
 * The platform rules the guides rely on, each written once, with the document text it follows quoted beside it:
 * the workspace, twin and stream rules here, joined with those of provisioning, ingress, fleet configurations,
 * activity and alerting, each in its own module. Everything else is the generic behaviour of model.ts.
 */
import type {JsonObject} from '../../openapi/openapi-document';
import {notFound, secret, type PlatformModel, type Rule} from './model';
import {requestSchema} from './document';
import {withDefaults} from './schema-values';
import {activityRules} from './activity';
import {alertingRules} from './alerting';
import {applyFleetConfigurations, fleetRules, recordDesired} from './fleet';
import {provisioningRules} from './provisioning';
import {ingressRules} from './ingress';
import {checkingSite, referenceSampleRules} from './reference-samples';

// ------------------------------------------------------------------------------------------- workspace

/**
 * A new workspace, as create-workspace describes it: it "already contains the stream group `default-stream-group`
 * with the stream `default-stream` ... plus the built-in `grafana` and `platform-stream` egress sinks".
 */
export function seedWorkspace(model: PlatformModel, workspace: JsonObject): void {
  const ws = model.workspacePath(String(workspace.workspaceId));
  model.resources.set(ws, workspace);
  model.resources.set(`${ws}/stream-groups/default-stream-group`, {
    name: 'default-stream-group',
    defaultStream: 'default-stream',
    storage: 'Workspace',
  });
  // get-stream, example "defaultStream": the autofill patterns every workspace starts with.
  model.resources.set(`${ws}/stream-groups/default-stream-group/streams/default-stream`, {
    streamGroupName: 'default-stream-group',
    name: 'default-stream',
    isDefault: true,
    concatenationMode: 'WithNewLines',
    enableSiteId: false,
    batchIdAutofillPattern: '{dateTime:yyyy-MM-dd}',
    messageIdAutofillPattern: '{sequenceId}',
  });
  model.resources.set(`${ws}/egress-sinks/grafana`, {name: 'grafana', kind: 'Grafana'});
  model.resources.set(`${ws}/egress-sinks/platform-stream`, {
    name: 'platform-stream',
    kind: 'PlatformStream',
  });
}

/** create-storage-secure-uri: "A time-limited, read-only URI of a stream storage container." */
const storageSecureUri: Rule = (model, call) => {
  const container = String((call.body as JsonObject).container).toLowerCase();
  return {
    status: 200,
    body: {
      secureUri: `${model.storageUrl}/${container}?sv=2024-05-04&sig=${secret()}`,
      expirationTime: model.now(),
    },
  };
};

// ------------------------------------------------------------------------------------------- twins

/**
 * desired properties: "`$version` ... set by the platform and increased by one with every change"; PATCH is a
 * merge patch, PUT replaces.
 */
const changeDesired =
  (replace: boolean): Rule =>
  (model, call) => {
    const path = `${model.devicePath(call.params.deviceId)}/desired-properties`;
    const current = model.resources.get(path);
    if (!current) return notFound(`Device ${call.params.deviceId}`);
    const {$version: version, ...values} = current;
    const next = replace ? (call.body as JsonObject) : mergeValues(values, call.body as JsonObject);
    recordDesired(model, call.params.deviceId, {...next, $version: Number(version) + 1});
    return {status: 200, body: model.resources.get(path)};
  };

function mergeValues(target: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = {...target};
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete out[name];
    else if (
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof out[name] === 'object' &&
      out[name] !== null
    )
      out[name] = mergeValues(out[name] as JsonObject, value as JsonObject);
    else out[name] = value;
  }
  return out;
}

/** The device's side of its twin (over MQTT in the real platform): reported properties get a new `$version`. */
export function reportProperties(model: PlatformModel, deviceId: string, values: JsonObject): void {
  const path = `${model.devicePath(deviceId)}/reported-properties`;
  const current = model.resources.get(path) ?? {$version: 0};
  model.resources.set(path, {...mergeValues(current, values), $version: Number(current.$version) + 1});
  // FleetConfigurationTarget: "Membership is re-evaluated whenever tags or reported properties change."
  applyFleetConfigurations(model);
}

// ------------------------------------------------------------------------------------------- streams

/**
 * create-or-update-stream: "Omitted fields take their defaults, also when the stream already exists; leave out
 * `validation` to turn validation off." The stream keeps its identity and whether it is its group's default.
 */
const createOrUpdateStream: Rule = (model, call) => {
  const {streamGroupName, streamName} = call.params;
  if (!model.resources.has(`${model.workspacePath()}/stream-groups/${streamGroupName}`))
    return notFound(`Stream group ${streamGroupName}`);
  const path = call.pathname;
  const existed = model.resources.get(path);
  const stored = {
    ...(withDefaults(requestSchema(call.operation), call.body) as JsonObject),
    streamGroupName,
    name: streamName,
    isDefault: existed?.isDefault ?? false,
  };
  model.resources.set(path, stored);
  return {status: existed ? 200 : 201, body: stored};
};

export const rules: Record<string, Rule> = {
  ...fleetRules,
  ...provisioningRules,
  ...ingressRules,
  'create-storage-secure-uri': storageSecureUri,
  'patch-desired-properties': changeDesired(false),
  'replace-desired-properties': changeDesired(true),
  'create-or-update-stream': createOrUpdateStream,
  ...activityRules,
  ...alertingRules,
  ...referenceSampleRules,
  'send-ingress-message': checkingSite(ingressRules['send-ingress-message']),
};
