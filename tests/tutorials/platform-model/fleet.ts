/**
 * Device fleet configurations, device tags and the desired-properties history, as the API document describes them
 * (the "Device Fleet Configurations" tag and its operations): a target selects devices by tags and reported
 * properties, each rule writes one value into the desired properties of the devices targeted, a path goes to the
 * configuration with the higher priority (on a tie, the newer one), and written values stay when a device leaves a
 * target or a configuration goes, unless another configuration covers the path.
 */
import type {JsonObject} from '../../openapi/openapi-document';
import {document, requestSchema} from './document';
import {notFound, problem, type Answer, type Call, type PlatformModel, type Rule} from './model';
import {mergePatch, withDefaults} from './schema-values';

interface Condition {
  operator: string;
  value?: unknown;
  values?: unknown[];
}

interface Target {
  tagConditions: Array<Condition & {tag: string}>;
  reportedPropertyConditions: Array<Condition & {path: string}>;
}

interface FleetRule {
  ruleId: string;
  path: string;
  value: unknown;
}

interface FleetConfiguration extends JsonObject {
  fleetConfigurationId: string;
  name: string;
  priority: number;
  target: JsonObject;
  rules: JsonObject[];
}

/** ReportedProperties `x-acknowledgement-key`: the reported key that acknowledges a desired version. */
const ACKNOWLEDGEMENT_KEY = String(
  ((document.components?.schemas as JsonObject).ReportedProperties as JsonObject)['x-acknowledgement-key'],
);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const configurationsPath = (model: PlatformModel) => `${model.workspacePath()}/fleet-configurations`;

function deviceIds(model: PlatformModel): string[] {
  const prefix = `${model.workspacePath()}/devices/`;
  return [...model.resources.keys()]
    .filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/'))
    .map((key) => key.slice(prefix.length))
    .sort();
}

/** The order in which configurations win a path: "highest `priority` first and, at equal priority, the later-created first". */
function configurations(model: PlatformModel): FleetConfiguration[] {
  const order = creationOrder(model);
  return [...model.resources.entries()]
    .filter(([key]) => new RegExp(`^${configurationsPath(model)}/[^/]+$`).test(key))
    .map(([, value]) => value as FleetConfiguration)
    .sort(
      (a, b) =>
        b.priority - a.priority ||
        (order.get(b.fleetConfigurationId) ?? 0) - (order.get(a.fleetConfigurationId) ?? 0),
    );
}

const creationOrder = (model: PlatformModel) =>
  model.bag('fleetCreationOrder', () => new Map<string, number>());

// ------------------------------------------------------------------------------------------- JSON pointers

const tokens = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));

function valueAt(document: unknown, pointer: string): {present: boolean; value?: unknown} {
  let at: unknown = document;
  for (const token of tokens(pointer)) {
    if (typeof at !== 'object' || at === null || !(token in at)) return {present: false};
    at = (at as JsonObject)[token];
  }
  return {present: true, value: at};
}

/** create-fleet-configuration-rule: "missing parent objects along the path are created". */
function setAt(document: JsonObject, pointer: string, value: unknown): void {
  const path = tokens(pointer);
  let at = document;
  for (const token of path.slice(0, -1)) {
    if (typeof at[token] !== 'object' || at[token] === null || Array.isArray(at[token])) at[token] = {};
    at = at[token] as JsonObject;
  }
  at[path.at(-1)!] = structuredClone(value) as JsonObject[string];
}

// ------------------------------------------------------------------------------------------- targets

/**
 * MatchOperator: "`Equals` and `NotEquals` compare with `value`, `Exists` only checks that the value is present, `In`
 * matches any of `values`. Only `NotEquals` holds for a device that lacks the tag or property."
 */
function holds(condition: Condition, found: {present: boolean; value?: unknown}): boolean {
  switch (condition.operator) {
    case 'Exists':
      return found.present;
    case 'Equals':
      return found.present && same(found.value, condition.value);
    case 'NotEquals':
      return !found.present || !same(found.value, condition.value);
    case 'In':
      return found.present && (condition.values ?? []).some((value) => same(found.value, value));
    default:
      return false;
  }
}

/** FleetConfigurationTarget: "All conditions must hold (AND). With no conditions at all, every device ... is targeted." */
function targets(model: PlatformModel, configuration: FleetConfiguration, deviceId: string): boolean {
  const target = configuration.target as unknown as Target;
  const tags = (model.resources.get(`${model.devicePath(deviceId)}/tags`)?.tags ?? {}) as JsonObject;
  const reported = model.resources.get(`${model.devicePath(deviceId)}/reported-properties`) ?? {};
  return (
    target.tagConditions.every((condition) =>
      holds(
        condition,
        condition.tag in tags ? {present: true, value: tags[condition.tag]} : {present: false},
      ),
    ) &&
    target.reportedPropertyConditions.every((condition) =>
      holds(condition, valueAt(reported, condition.path)),
    )
  );
}

/** For each path the configurations targeting a device set, the configuration that wins it. */
function winners(
  model: PlatformModel,
  deviceId: string,
): Map<string, {configuration: FleetConfiguration; value: unknown}> {
  const won = new Map<string, {configuration: FleetConfiguration; value: unknown}>();
  for (const configuration of configurations(model).filter((each) => targets(model, each, deviceId)))
    for (const rule of configuration.rules as unknown as FleetRule[])
      if (!won.has(rule.path)) won.set(rule.path, {configuration, value: rule.value});
  return won;
}

/** Per configuration and device: "the desired version that contains the configuration's values". */
const containingVersions = (model: PlatformModel) =>
  model.bag('fleetContainingVersions', () => new Map<string, number>());

/**
 * Brings every device's desired properties in line with the configurations (create-fleet-configuration: "keeps doing
 * so as devices join or leave the target, for example when their tags change"). One change is one new version.
 */
export function applyFleetConfigurations(model: PlatformModel): void {
  for (const deviceId of deviceIds(model)) {
    const desired = model.resources.get(`${model.devicePath(deviceId)}/desired-properties`);
    if (!desired) continue;
    const {$version: version, ...values} = desired;
    const won = winners(model, deviceId);
    const next = structuredClone(values);
    for (const [path, {value}] of won) setAt(next, path, value);
    const changed = !same(next, values);
    const current = changed ? Number(version) + 1 : Number(version);
    if (changed) recordDesired(model, deviceId, {...next, $version: current});
    const containing = containingVersions(model);
    for (const configuration of new Set([...won.values()].map((each) => each.configuration))) {
      const key = `${configuration.fleetConfigurationId} ${deviceId}`;
      const rules = configuration.rules as unknown as FleetRule[];
      const wrote = rules.some((rule) => !same(valueAt(values, rule.path).value, rule.value));
      if ((changed && wrote) || !containing.has(key)) containing.set(key, current);
    }
  }
}

/** TargetedDevice `state`: Conflicting, Applied or Pending, with the versions the document lists. */
function rollout(model: PlatformModel, configuration: FleetConfiguration): JsonObject[] {
  return deviceIds(model)
    .filter((deviceId) => targets(model, configuration, deviceId))
    .map((deviceId) => {
      const won = winners(model, deviceId);
      const desired = model.resources.get(`${model.devicePath(deviceId)}/desired-properties`) ?? {
        $version: 1,
      };
      const reported = model.resources.get(`${model.devicePath(deviceId)}/reported-properties`) ?? {};
      const acknowledged =
        typeof reported[ACKNOWLEDGEMENT_KEY] === 'number' ? reported[ACKNOWLEDGEMENT_KEY] : null;
      const loses = (configuration.rules as unknown as FleetRule[]).some(
        (rule) => won.get(rule.path)?.configuration !== configuration,
      );
      const needed = containingVersions(model).get(`${configuration.fleetConfigurationId} ${deviceId}`) ?? 1;
      const state = loses
        ? 'Conflicting'
        : acknowledged !== null && acknowledged >= needed
          ? 'Applied'
          : 'Pending';
      return {deviceId, state, desiredVersion: desired.$version, reportedVersion: acknowledged};
    });
}

// ------------------------------------------------------------------------------------------- operations

const page = (items: unknown[]): Answer => ({status: 200, body: {items, continuationToken: null}});

function configurationOf(model: PlatformModel, call: Call): FleetConfiguration | Answer {
  const found = model.resources.get(`${configurationsPath(model)}/${call.params.fleetConfigurationId}`);
  return found
    ? (found as FleetConfiguration)
    : notFound(`Fleet configuration ${call.params.fleetConfigurationId}`);
}

/** A rule on a configuration: found, answered, and every device brought in line. */
const onConfiguration =
  (change: (model: PlatformModel, configuration: FleetConfiguration, call: Call) => Answer): Rule =>
  (model, call) => {
    const configuration = configurationOf(model, call);
    if ('status' in configuration) return configuration as Answer;
    const answer = change(model, configuration, call);
    if (answer.status < 300 && call.operation.method !== 'get') {
      configuration.lastModifiedTime = model.now();
      applyFleetConfigurations(model);
    }
    return answer;
  };

const nameTaken = (name: string) =>
  problem('/problems/fleetConfigurations/nameTaken', 409, `The name '${name}' is already in use.`);

const rulePathTaken = (path: string) =>
  problem(
    '/problems/fleetConfigurations/rulePathTaken',
    409,
    `Another rule of the configuration already sets ${path}.`,
  );

/** create-fleet-configuration: "Without `target`, it applies to every device; without `rules`, it sets nothing". */
const createConfiguration: Rule = (model, call) => {
  const body = withDefaults(requestSchema(call.operation), call.body) as JsonObject;
  if (configurations(model).some((each) => each.name === body.name)) return nameTaken(String(body.name));
  const id = model.id();
  const created = model.now();
  const configuration: FleetConfiguration = {
    fleetConfigurationId: id,
    name: String(body.name),
    description: body.description ?? null,
    priority: Number(body.priority),
    target: (body.target as JsonObject | undefined) ?? {tagConditions: [], reportedPropertyConditions: []},
    rules: ((body.rules ?? []) as JsonObject[]).map((rule) => ({ruleId: model.id(), ...rule})),
    createdTime: created,
    lastModifiedTime: created,
  };
  creationOrder(model).set(id, creationOrder(model).size);
  model.resources.set(`${configurationsPath(model)}/${id}`, configuration);
  applyFleetConfigurations(model);
  return {status: 201, body: configuration};
};

const deleteConfiguration: Rule = (model, call) => {
  if (!model.resources.delete(`${configurationsPath(model)}/${call.params.fleetConfigurationId}`))
    return notFound(`Fleet configuration ${call.params.fleetConfigurationId}`);
  applyFleetConfigurations(model);
  return {status: 204};
};

const rulesOf = (configuration: FleetConfiguration) => configuration.rules as unknown as FleetRule[];

export const fleetRules: Record<string, Rule> = {
  'list-fleet-configurations': (model) => page(configurations(model)),
  'create-fleet-configuration': createConfiguration,
  'update-fleet-configuration': onConfiguration((model, configuration, call) => {
    const body = call.body as JsonObject;
    if (body.name && configurations(model).some((each) => each !== configuration && each.name === body.name))
      return nameTaken(String(body.name));
    Object.assign(configuration, mergePatch(configuration, body));
    return {status: 200, body: configuration};
  }),
  'delete-fleet-configuration': deleteConfiguration,
  'list-fleet-configuration-rules': onConfiguration((_, configuration) => page(configuration.rules)),
  'create-fleet-configuration-rule': onConfiguration((model, configuration, call) => {
    const body = call.body as JsonObject;
    if (rulesOf(configuration).some((rule) => rule.path === body.path))
      return rulePathTaken(String(body.path));
    const rule = {ruleId: model.id(), path: body.path, value: body.value} as JsonObject;
    configuration.rules.push(rule);
    return {status: 201, body: rule};
  }),
  'update-fleet-configuration-rule': onConfiguration((_, configuration, call) => {
    const rule = configuration.rules.find((each) => each.ruleId === call.params.ruleId);
    if (!rule) return notFound(`Rule ${call.params.ruleId}`);
    const body = call.body as JsonObject;
    if (
      body.path &&
      rulesOf(configuration).some((each) => each.ruleId !== rule.ruleId && each.path === body.path)
    )
      return rulePathTaken(String(body.path));
    Object.assign(rule, mergePatch(rule, body));
    return {status: 200, body: rule};
  }),
  'delete-fleet-configuration-rule': onConfiguration((_, configuration, call) => {
    const index = configuration.rules.findIndex((each) => each.ruleId === call.params.ruleId);
    if (index < 0) return notFound(`Rule ${call.params.ruleId}`);
    configuration.rules.splice(index, 1);
    return {status: 204};
  }),
  'get-fleet-configuration-target': onConfiguration((_, configuration) => ({
    status: 200,
    body: configuration.target,
  })),
  'replace-fleet-configuration-target': onConfiguration((_, configuration, call) => {
    configuration.target = call.body as JsonObject;
    return {status: 200, body: configuration.target};
  }),
  'list-targeted-devices': onConfiguration((model, configuration, call) =>
    page(
      rollout(model, configuration).filter(
        (device) => !call.query.state || device.state === call.query.state,
      ),
    ),
  ),
  'get-targeted-device-counts': onConfiguration((model, configuration) => {
    const devices = rollout(model, configuration);
    const count = (state: string) => devices.filter((device) => device.state === state).length;
    return {
      status: 200,
      body: {
        targeted: devices.length,
        applied: count('Applied'),
        pending: count('Pending'),
        conflicting: count('Conflicting'),
      },
    };
  }),
  'list-device-tags': (model) => {
    const counts = new Map<string, number>();
    for (const deviceId of deviceIds(model))
      for (const tag of Object.keys(
        (model.resources.get(`${model.devicePath(deviceId)}/tags`)?.tags ?? {}) as JsonObject,
      ))
        counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return page(
      [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([tag, deviceCount]) => ({tag, deviceCount})),
    );
  },
  'patch-device-twin-tags': changeTags((current, body) => mergePatch(current, body) as JsonObject),
  'replace-device-twin-tags': changeTags((_, body) => ({tags: body.tags ?? {}})),
  'get-desired-properties-history': (model, call) => {
    if (!model.resources.has(model.devicePath(call.params.deviceId)))
      return notFound(`Device ${call.params.deviceId}`);
    return page([...(desiredHistory(model).get(call.params.deviceId) ?? [])].reverse());
  },
};

/** patch- and replace-device-twin-tags: "Fleet configurations and alert rules that select devices by tag re-evaluate the device right away." */
function changeTags(change: (current: JsonObject, body: JsonObject) => JsonObject): Rule {
  return (model, call) => {
    const path = `${model.devicePath(call.params.deviceId)}/tags`;
    const current = model.resources.get(path);
    if (!current) return notFound(`Device ${call.params.deviceId}`);
    const next = change(current, call.body as JsonObject);
    model.resources.set(path, next);
    applyFleetConfigurations(model);
    return {status: 200, body: next};
  };
}

// ------------------------------------------------------------------------------------------- desired history

const desiredHistory = (model: PlatformModel) =>
  model.bag('desiredHistory', () => new Map<string, JsonObject[]>());

/** delete-device: "Its desired and reported properties and tags are deleted", their history with them. */
export const forgetDesiredHistory = (model: PlatformModel, deviceId: string) =>
  desiredHistory(model).delete(deviceId);

/** Stores a device's desired properties and keeps the version (get-desired-properties-history: "each with the complete document"). */
export function recordDesired(model: PlatformModel, deviceId: string, desired: JsonObject): void {
  model.resources.set(`${model.devicePath(deviceId)}/desired-properties`, desired);
  const {$version: version, ...properties} = desired;
  const history = desiredHistory(model).get(deviceId) ?? [];
  history.push({version, updatedTime: model.now(0), properties: structuredClone(properties)});
  desiredHistory(model).set(deviceId, history);
}
