/**
 * Alert rules and alerts, as the document describes them: the operations that create, change and delete rules, and
 * those that list, inspect and acknowledge the alerts that alert-evaluation.ts raises. Each rule quotes the document
 * text it follows.
 */
import type {JsonObject} from '../../openapi/openapi-document';
import {notFound, problem, validationProblem, type Answer, type PlatformModel, type Rule} from './model';
import {requestSchema} from './document';
import {mergePatch, withDefaults} from './schema-values';
import {
  alertsPath,
  duration,
  evaluateAlerts,
  evaluations,
  resolveAlertsOf,
  rulesPath,
  storedAlerts,
  storedRules,
  watchFrom,
} from './alert-evaluation';

// ------------------------------------------------------------------------------------------- alert rules

/**
 * inactivityPeriod: "from `00:00:10:00` (10 minutes)" for DeviceInactivity, "from `00:00:05:00` (5 minutes)" for
 * MessageInactivity (`x-minimum`, `x-maximum`); webhookSecret: "Required with `webhookUrl`".
 */
function invalidRule(rule: JsonObject): Answer | null {
  const condition = rule.condition as JsonObject;
  const period = condition.inactivityPeriod;
  if (period !== undefined && period !== null) {
    const [low, high] =
      condition.kind === 'DeviceInactivity' ? ['00:00:10:00', '30:00:00:00'] : ['00:00:05:00', '30:00:00:00'];
    if (duration(period) < duration(low) || duration(period) > duration(high))
      return validationProblem(
        'condition.inactivityPeriod',
        `The inactivity period must be between ${low} and ${high}.`,
      );
  }
  const notifications = (rule.notifications ?? {}) as JsonObject;
  if (notifications.webhookUrl && !notifications.webhookSecret)
    return validationProblem('notifications.webhookSecret', 'A webhook secret is required with webhookUrl.');
  return null;
}

/** create-alert-rule 404: "the stream named in a `MessageValue` or `MessageInactivity` condition, does not exist." */
function unknownStream(model: PlatformModel, condition: JsonObject): Answer | null {
  if (!condition.streamGroupName || !condition.streamName) return null;
  const path = `${model.workspacePath()}/stream-groups/${condition.streamGroupName}/streams/${condition.streamName}`;
  if (model.resources.has(path)) return null;
  return problem(
    '/problems/common/notFound',
    404,
    `Stream '${condition.streamGroupName}/${condition.streamName}' named in the condition does not exist.`,
  );
}

/** webhookSecret: "It is never returned: responses leave it out." */
function shown(rule: JsonObject): JsonObject {
  const notifications = {...(rule.notifications as JsonObject)};
  delete notifications.webhookSecret;
  return {...rule, notifications: {webhookUrl: null, ...notifications}};
}

/** create-alert-rule: "Name, unique in the workspace"; "A workspace holds at most 100 rules." */
const createAlertRule: Rule = (model, call) => {
  evaluateAlerts(model);
  const body = withDefaults(requestSchema(call.operation), call.body) as JsonObject;
  const invalid = invalidRule(body) ?? unknownStream(model, body.condition as JsonObject);
  if (invalid) return invalid;
  const rules = storedRules(model);
  if (rules.some((rule) => rule.name === body.name))
    return problem(
      '/problems/alertRules/nameTaken',
      409,
      `An alert rule named '${body.name}' already exists in workspace ${model.fixture.workspaceId}.`,
    );
  if (rules.length >= 100)
    return problem(
      '/problems/alertRules/limitReached',
      409,
      `Workspace ${model.fixture.workspaceId} already has 100 alert rules.`,
    );
  const rule = {
    alertRuleId: model.id(),
    description: null,
    deviceTagConditions: [],
    notifications: {emails: []},
    ...body,
  };
  model.resources.set(`${rulesPath(model)}/${rule.alertRuleId}`, rule);
  watchFrom(model, rule.alertRuleId);
  return {status: 201, body: shown(rule)};
};

const ruleOf = (model: PlatformModel, id: string) => model.resources.get(`${rulesPath(model)}/${id}`);

/** list-alert-rules: "including disabled rules. Rules are sorted by name." */
const listAlertRules: Rule = (model, call) => {
  const sorted = storedRules(model).sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return page(sorted.map(shown), call.query);
};

const getAlertRule: Rule = (model, call) => {
  const rule = ruleOf(model, call.params.alertRuleId);
  return rule ? {status: 200, body: shown(rule)} : notFound(`Alert rule ${call.params.alertRuleId}`);
};

/**
 * update-alert-rule: "Changing the condition or scope resolves the rule's open alerts (`resolutionReason`
 * `RuleChanged`) and clears its failures, and evaluation restarts with the next minute. Set `enabled: false` to pause
 * a rule without losing it; its open alerts resolve with `RuleDisabled`." AlertConditionPatch: "The merged condition
 * must be a complete condition of its `kind`."
 */
const updateAlertRule: Rule = (model, call) => {
  evaluateAlerts(model);
  const path = `${rulesPath(model)}/${call.params.alertRuleId}`;
  const rule = model.resources.get(path);
  if (!rule) return notFound(`Alert rule ${call.params.alertRuleId}`);
  const patch = call.body as JsonObject;
  const updated = mergePatch(rule, patch) as JsonObject;
  const invalid = invalidRule(updated) ?? unknownStream(model, updated.condition as JsonObject);
  if (invalid) return invalid;
  if (patch.name && patch.name !== rule.name && storedRules(model).some((other) => other.name === patch.name))
    return problem(
      '/problems/alertRules/nameTaken',
      409,
      `An alert rule named '${patch.name}' already exists.`,
    );
  model.resources.set(path, updated);
  const changed = 'condition' in patch || 'deviceTagConditions' in patch;
  if (changed) {
    resolveAlertsOf(model, updated, 'RuleChanged');
    watchFrom(model, String(updated.alertRuleId));
  }
  if (rule.enabled && updated.enabled === false) resolveAlertsOf(model, updated, 'RuleDisabled');
  if (!rule.enabled && updated.enabled) watchFrom(model, String(updated.alertRuleId));
  return {status: 200, body: shown(updated)};
};

/**
 * delete-alert-rule: "Its open alerts (`Active`, `Acknowledged` and `Failed`) resolve with `resolutionReason`
 * `RuleDeleted` ... Resolved alerts stay in the history."
 */
const deleteAlertRule: Rule = (model, call) => {
  evaluateAlerts(model);
  const path = `${rulesPath(model)}/${call.params.alertRuleId}`;
  const rule = model.resources.get(path);
  if (!rule) return notFound(`Alert rule ${call.params.alertRuleId}`);
  resolveAlertsOf(model, rule, 'RuleDeleted');
  model.resources.delete(path);
  evaluations(model).delete(String(rule.alertRuleId));
  return {status: 204};
};

// ------------------------------------------------------------------------------------------- alerts

function page(items: JsonObject[], query: Record<string, unknown>): Answer {
  const start = Number(query.continuationToken ?? 0);
  const size = Number(query.pageSize ?? 100);
  const next = start + size < items.length ? String(start + size) : null;
  return {status: 200, body: {items: items.slice(start, start + size), continuationToken: next}};
}

const newestFirst = (alerts: JsonObject[]) =>
  alerts.sort((a, b) => String(b.raisedTime).localeCompare(String(a.raisedTime)));

const matches = (alert: JsonObject, query: Record<string, unknown>, names: string[]) =>
  names.every((name) => query[name] === undefined || alert[name] === query[name]);

/** list-active-alerts: "`Active` ones and `Acknowledged` ones whose condition still holds, most recent first." */
const listActiveAlerts: Rule = (model, call) => {
  evaluateAlerts(model);
  const open = storedAlerts(model).filter(
    (alert) =>
      ['Active', 'Acknowledged'].includes(String(alert.state)) &&
      matches(alert, call.query, ['severity', 'state', 'deviceId', 'alertRuleId']),
  );
  return page(newestFirst(open), call.query);
};

/**
 * list-alert-history: "Lists resolved alerts, most recent first ... Narrow the time range with `from` and `to`
 * (matched against `raisedTime`)"; `to`: "Only alerts raised before this time".
 */
const listAlertHistory: Rule = (model, call) => {
  evaluateAlerts(model);
  const {from, to} = call.query as Record<string, string | undefined>;
  const resolved = storedAlerts(model).filter(
    (alert) =>
      alert.state === 'Resolved' &&
      matches(alert, call.query, ['deviceId', 'alertRuleId']) &&
      (!from || Date.parse(String(alert.raisedTime)) >= Date.parse(from)) &&
      (!to || Date.parse(String(alert.raisedTime)) < Date.parse(to)),
  );
  if (from && to && Date.parse(to) <= Date.parse(from))
    return validationProblem('to', "'to' must be later than 'from'.");
  return page(newestFirst(resolved), call.query);
};

/**
 * list-failed-alerts: "alerts in the `Failed` state ... and alerts whose notification could not be delivered
 * (`notificationStatus: Failed`)".
 */
const listFailedAlerts: Rule = (model, call) => {
  evaluateAlerts(model);
  const failed = storedAlerts(model).filter(
    (alert) =>
      (alert.state === 'Failed' || alert.notificationStatus === 'Failed') &&
      matches(alert, call.query, ['alertRuleId']),
  );
  return page(newestFirst(failed), call.query);
};

const getAlert: Rule = (model, call) => {
  evaluateAlerts(model);
  const alert = model.resources.get(`${alertsPath(model)}/${call.params.alertId}`);
  return alert ? {status: 200, body: alert} : notFound(`Alert ${call.params.alertId}`);
};

/**
 * acknowledge-alert: "Only active alerts can be acknowledged; other states return 409"; unacknowledge-alert:
 * "`acknowledgedTime` and `acknowledgedBy` keep the last acknowledgement". Problem types `alertNotActive` and
 * `alertNotAcknowledged` (Monitor devices, "Acknowledge and unacknowledge").
 */
const changeAcknowledgement =
  (acknowledge: boolean): Rule =>
  (model, call) => {
    evaluateAlerts(model);
    const alert = model.resources.get(`${alertsPath(model)}/${call.params.alertId}`);
    if (!alert) return getAlert(model, call);
    const from = acknowledge ? 'Active' : 'Acknowledged';
    if (alert.state !== from)
      return problem(
        acknowledge ? '/problems/alerts/alertNotActive' : '/problems/alerts/alertNotAcknowledged',
        409,
        `Alert ${alert.alertId} is ${alert.state}; only ${from} alerts can be ${acknowledge ? 'acknowledged' : 'unacknowledged'}.`,
        {
          title: acknowledge ? 'The alert is not active' : 'The alert is not acknowledged',
          instance: call.pathname,
        },
      );
    if (acknowledge)
      Object.assign(alert, {
        state: 'Acknowledged',
        acknowledgedTime: model.now(),
        acknowledgedBy: model.fixture.userId,
      });
    else alert.state = 'Active';
    return {status: 200, body: alert};
  };

export const alertingRules: Record<string, Rule> = {
  'create-alert-rule': createAlertRule,
  'list-alert-rules': listAlertRules,
  'get-alert-rule': getAlertRule,
  'update-alert-rule': updateAlertRule,
  'delete-alert-rule': deleteAlertRule,
  'list-active-alerts': listActiveAlerts,
  'list-alert-history': listAlertHistory,
  'list-failed-alerts': listFailedAlerts,
  'get-alert': getAlert,
  'acknowledge-alert': changeAcknowledgement(true),
  'unacknowledge-alert': changeAcknowledgement(false),
};
