/**
 * Alert rules, as the document describes them: rules evaluated every minute for the devices in their scope, raising,
 * failing and resolving alerts, and the operations that list, inspect and acknowledge those alerts. Each rule quotes
 * the document text it follows.
 */
import type {JsonObject} from '../../openapi/openapi-document';
import {notFound, problem, validationProblem, type Answer, type PlatformModel, type Rule} from './model';
import {requestSchema} from './document';
import {mergePatch, withDefaults} from './schema-values';
import {activities, arrivals, iso, lastSeenOf, type ArrivedMessage} from './activity';

const MINUTE = 60_000;

// ------------------------------------------------------------------------------------------- alert rules

interface Evaluation {
  /** Index of the first message in `arrivals` the rule has not looked at. */
  cursor: number;
  /** When the rule began to watch (created, or its condition or scope changed). */
  since: number;
  /** Per device: when the current run of matching values started, and the last value seen. */
  streaks: Map<string, {start: number | null; value: unknown}>;
}

const evaluations = (model: PlatformModel) =>
  model.bag('alertEvaluations', () => new Map<string, Evaluation>());
const lastEvaluation = (model: PlatformModel) => model.bag('alertClock', () => ({minute: 0}));

const rulesPath = (model: PlatformModel) => `${model.workspacePath()}/alert-rules`;
const alertsPath = (model: PlatformModel) => `${model.workspacePath()}/alerts`;

const storedRules = (model: PlatformModel) =>
  [...model.resources.entries()]
    .filter(([key]) => key.startsWith(`${rulesPath(model)}/`))
    .map(([, rule]) => rule);

const storedAlerts = (model: PlatformModel) =>
  [...model.resources.entries()]
    .filter(([key]) => key.startsWith(`${alertsPath(model)}/`))
    .map(([, alert]) => alert);

/** Durations in the platform's `d:hh:mm:ss` format ("`"00:00:15:00"` is 15 minutes"). */
function duration(value: unknown): number {
  const [days, hours, minutes, seconds] = String(value).split(':').map(Number);
  return (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
}

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

function watchFrom(model: PlatformModel, ruleId: string): void {
  evaluations(model).set(ruleId, {cursor: arrivals(model).length, since: model.clock, streaks: new Map()});
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

const OPEN = ['Active', 'Acknowledged', 'Failed'];

/** notificationStatus: "Outcome of the latest notification; `null` when the rule has none." E-mails are delivered. */
const notificationStatusOf = (rule: JsonObject) => {
  const notifications = (rule.notifications ?? {}) as JsonObject;
  return (notifications.emails as unknown[] | undefined)?.length || notifications.webhookUrl
    ? 'Delivered'
    : null;
};

function openAlert(model: PlatformModel, rule: JsonObject, deviceId: string): JsonObject | undefined {
  return storedAlerts(model).find(
    (alert) =>
      alert.alertRuleId === rule.alertRuleId &&
      alert.deviceId === deviceId &&
      OPEN.includes(String(alert.state)),
  );
}

/**
 * Alerts: "While a rule's condition holds for a device, there is exactly one open alert for that rule and device.
 * The next time the condition holds after the alert resolved, the platform raises a new alert with a new ID." The
 * severity is "Copied from the rule when the alert was raised".
 */
function raise(
  model: PlatformModel,
  rule: JsonObject,
  deviceId: string,
  state: 'Active' | 'Failed',
  lastValue: unknown,
  failureReason: string | null = null,
): void {
  const open = openAlert(model, rule, deviceId);
  if (open) {
    // Active and Acknowledged alerts: "evaluation breaks" makes them Failed; otherwise the value moves on.
    if (state === 'Failed') Object.assign(open, {state, failureReason});
    if (open.state !== 'Failed') open.lastValue = lastValue as JsonObject[string];
    return;
  }
  const alert = {
    alertId: model.id(),
    alertRuleId: rule.alertRuleId,
    deviceId,
    severity: rule.severity,
    state,
    raisedTime: iso(model.clock),
    acknowledgedTime: null,
    acknowledgedBy: null,
    resolvedTime: null,
    resolutionReason: null,
    lastValue: lastValue as JsonObject[string],
    notificationStatus: notificationStatusOf(rule),
    failureReason,
  };
  model.resources.set(`${alertsPath(model)}/${alert.alertId}`, alert);
}

function resolve(model: PlatformModel, alert: JsonObject, reason: string): void {
  Object.assign(alert, {state: 'Resolved', resolvedTime: iso(model.clock), resolutionReason: reason});
}

function resolveAlertsOf(model: PlatformModel, rule: JsonObject, reason: string): void {
  for (const alert of storedAlerts(model))
    if (alert.alertRuleId === rule.alertRuleId && OPEN.includes(String(alert.state)))
      resolve(model, alert, reason);
}

/** TagCondition with MatchOperator: "`Equals` and `NotEquals` compare with `value`, `Exists` only checks that the value is present, `In` matches any of `values`". */
function inScope(model: PlatformModel, rule: JsonObject, deviceId: string): boolean {
  const tags = (model.resources.get(`${model.workspacePath()}/devices/${deviceId}/tags`)?.tags ??
    {}) as JsonObject;
  return (rule.deviceTagConditions as JsonObject[]).every((condition) => {
    const value = tags[String(condition.tag)];
    if (condition.operator === 'Exists') return value !== undefined && value !== null;
    if (condition.operator === 'Equals') return value === condition.value;
    if (condition.operator === 'NotEquals') return value !== condition.value;
    return ((condition.values ?? []) as unknown[]).includes(value);
  });
}

/** ComparisonOperator: "How an alert condition compares the observed value with the reference value." */
function compares(operator: unknown, value: unknown, reference: unknown): boolean {
  if (operator === 'Equals') return value === reference;
  if (operator === 'NotEquals') return value !== reference;
  const [a, b] = [Number(value), Number(reference)];
  if (operator === 'GreaterThan') return a > b;
  if (operator === 'GreaterThanOrEqual') return a >= b;
  if (operator === 'LessThan') return a < b;
  return a <= b;
}

function pointer(document: unknown, path: string): unknown {
  return path
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (at, part) => (at !== null && typeof at === 'object' ? (at as JsonObject)[part] : undefined),
      document,
    );
}

const devicesOf = (model: PlatformModel) =>
  [...model.resources.keys()]
    .map((key) => new RegExp(`^${model.workspacePath()}/devices/([^/]+)$`).exec(key)?.[1])
    .filter((id): id is string => Boolean(id));

/**
 * DeviceInactivity: "the device did not communicate at all (its `lastSeenTime`, keep-alives included) for
 * `inactivityPeriod` ... A device that has never been seen fires once the period has passed since the rule began to
 * watch it"; MessageInactivity: "no message arrived from the device, in one stream or any, for `inactivityPeriod` ...
 * A device that has never sent a message fires once the period has passed since the rule began to watch it."
 * `lastValue` holds the last-seen time or the last message's arrival time.
 */
function evaluateInactivity(model: PlatformModel, rule: JsonObject, deviceId: string, since: number): void {
  const condition = rule.condition as JsonObject;
  const activity = activities(model).get(deviceId);
  let last: number | null;
  if (condition.kind === 'DeviceInactivity') last = lastSeenOf(model, activity);
  else {
    const stream = condition.streamName ? `${condition.streamGroupName}/${condition.streamName}` : null;
    const times = arrivals(model)
      .filter((message) => message.deviceId === deviceId && (!stream || message.stream === stream))
      .map((message) => message.arrived);
    last = times.length ? Math.max(...times) : null;
  }
  const holds = model.clock - (last ?? since) >= duration(condition.inactivityPeriod);
  const open = openAlert(model, rule, deviceId);
  if (holds) raise(model, rule, deviceId, 'Active', iso(last));
  else if (open && open.state !== 'Failed') resolve(model, open, 'ConditionStopped');
}

/**
 * MessageValue: "Fires when a numeric field of a device's messages compares to the threshold for the given period.
 * Messages that are not JSON or lack the field are skipped ... a field that is present but holds something other than
 * a number makes the alert fail." forPeriod: "How long the comparison must hold continuously before the alert fires".
 */
function evaluateMessageValue(
  model: PlatformModel,
  rule: JsonObject,
  deviceId: string,
  evaluation: Evaluation,
  messages: ArrivedMessage[],
): void {
  const condition = rule.condition as JsonObject;
  const stream = `${condition.streamGroupName}/${condition.streamName}`;
  const streak = evaluation.streaks.get(deviceId) ?? {start: null, value: null};
  evaluation.streaks.set(deviceId, streak);
  for (const message of messages.filter((one) => one.deviceId === deviceId && one.stream === stream)) {
    let document: unknown;
    try {
      document = JSON.parse(message.payload);
    } catch {
      continue;
    }
    const value = pointer(document, String(condition.fieldPath));
    if (value === undefined) continue;
    if (typeof value !== 'number') {
      raise(model, rule, deviceId, 'Failed', value, `Value at ${condition.fieldPath} is not a number.`);
      return;
    }
    streak.value = value;
    if (!compares(condition.operator, value, condition.threshold)) streak.start = null;
    else streak.start ??= message.arrived;
  }
  const open = openAlert(model, rule, deviceId);
  // list-failed-alerts: "changing its condition or scope clears its `Failed` alerts"; until then it stays failed.
  if (open?.state === 'Failed') return;
  const holds = streak.start !== null && model.clock - streak.start >= duration(condition.forPeriod);
  if (holds) raise(model, rule, deviceId, 'Active', streak.value);
  else if (open) resolve(model, open, 'ConditionStopped');
}

/** ReportedPropertyValue: "Fires when a reported property of a device compares to the value." */
function evaluateReportedProperty(model: PlatformModel, rule: JsonObject, deviceId: string): void {
  const condition = rule.condition as JsonObject;
  const reported = model.resources.get(`${model.workspacePath()}/devices/${deviceId}/reported-properties`);
  const value = pointer(reported, String(condition.path));
  const open = openAlert(model, rule, deviceId);
  if (value !== undefined && compares(condition.operator, value, condition.value))
    raise(model, rule, deviceId, 'Active', value);
  else if (open && open.state !== 'Failed') resolve(model, open, 'ConditionStopped');
}

/** AlertRule: "evaluated every minute for every device in its scope"; "Disabled rules are not evaluated". */
function evaluateAt(model: PlatformModel): void {
  const log = arrivals(model);
  for (const rule of storedRules(model)) {
    const id = String(rule.alertRuleId);
    if (!evaluations(model).has(id)) watchFrom(model, id);
    const evaluation = evaluations(model).get(id)!;
    let end = evaluation.cursor;
    while (end < log.length && log[end].arrived <= model.clock) end++;
    const messages = log.slice(evaluation.cursor, end);
    evaluation.cursor = end;
    if (!rule.enabled) continue;
    for (const deviceId of devicesOf(model)) {
      if (!inScope(model, rule, deviceId)) {
        // A device that left the scope is no longer watched; its open alert stops holding.
        const open = openAlert(model, rule, deviceId);
        if (open && open.state !== 'Failed') resolve(model, open, 'ConditionStopped');
        continue;
      }
      const kind = (rule.condition as JsonObject).kind;
      if (kind === 'MessageValue') evaluateMessageValue(model, rule, deviceId, evaluation, messages);
      else if (kind === 'ReportedPropertyValue') evaluateReportedProperty(model, rule, deviceId);
      else evaluateInactivity(model, rule, deviceId, evaluation.since);
    }
  }
}

/** Runs the evaluations of every whole minute the clock passed since the last one. */
export function evaluateAlerts(model: PlatformModel): void {
  const evaluated = lastEvaluation(model);
  const now = model.clock;
  if (evaluated.minute === 0) evaluated.minute = Math.floor(now / MINUTE);
  while ((evaluated.minute + 1) * MINUTE <= now) {
    evaluated.minute++;
    model.clock = evaluated.minute * MINUTE;
    evaluateAt(model);
  }
  model.clock = now;
}

/**
 * Time passes for the reader ("wait two minutes"): the clock moves on minute by minute, programs left running keep
 * sending in between, and the rules are evaluated at every minute.
 */
export async function passMinutes(model: PlatformModel, minutes: number): Promise<void> {
  for (let minute = 0; minute < minutes; minute++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    model.clock += MINUTE;
    evaluateAlerts(model);
  }
}

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
