/**
 * Alert evaluation, as the document describes it: rules evaluated every minute for the devices in their scope, and
 * the alerts they raise, fail and resolve. Each step quotes the document text it follows.
 */
import type {JsonObject} from '../../openapi/openapi-document';
import type {PlatformModel} from './model';
import {activities, arrivals, iso, lastSeenOf, type ArrivedMessage} from './activity';

const MINUTE = 60_000;

interface Evaluation {
  /** Index of the first message in `arrivals` the rule has not looked at. */
  cursor: number;
  /** When the rule began to watch (created, or its condition or scope changed). */
  since: number;
  /** Per device: when the current run of matching values started, and the last value seen. */
  streaks: Map<string, {start: number | null; value: unknown}>;
}

export const evaluations = (model: PlatformModel) =>
  model.bag('alertEvaluations', () => new Map<string, Evaluation>());
const lastEvaluation = (model: PlatformModel) => model.bag('alertClock', () => ({minute: 0}));

export const rulesPath = (model: PlatformModel) => `${model.workspacePath()}/alert-rules`;
export const alertsPath = (model: PlatformModel) => `${model.workspacePath()}/alerts`;

export const storedRules = (model: PlatformModel) =>
  [...model.resources.entries()]
    .filter(([key]) => key.startsWith(`${rulesPath(model)}/`))
    .map(([, rule]) => rule);

export const storedAlerts = (model: PlatformModel) =>
  [...model.resources.entries()]
    .filter(([key]) => key.startsWith(`${alertsPath(model)}/`))
    .map(([, alert]) => alert);

/** Durations in the platform's `d:hh:mm:ss` format ("`"00:00:15:00"` is 15 minutes"). */
export function duration(value: unknown): number {
  const [days, hours, minutes, seconds] = String(value).split(':').map(Number);
  return (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
}

export function watchFrom(model: PlatformModel, ruleId: string): void {
  evaluations(model).set(ruleId, {cursor: arrivals(model).length, since: model.clock, streaks: new Map()});
}

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

export function resolveAlertsOf(model: PlatformModel, rule: JsonObject, reason: string): void {
  for (const alert of storedAlerts(model))
    if (alert.alertRuleId === rule.alertRuleId && OPEN.includes(String(alert.state)))
      resolve(model, alert, reason);
}

/** TagCondition with MatchOperator: "`Equals` and `NotEquals` compare with `value`, `Exists` only checks that the value is present, `In` matches any of `values`". */
function inScope(model: PlatformModel, rule: JsonObject, deviceId: string): boolean {
  const tags = (model.resources.get(`${model.devicePath(deviceId)}/tags`)?.tags ?? {}) as JsonObject;
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
  let readNumber = false;
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
    readNumber = true;
    streak.value = value;
    if (!compares(condition.operator, value, condition.threshold)) streak.start = null;
    else streak.start ??= message.arrived;
  }
  let open = openAlert(model, rule, deviceId);
  // resolutionReason: "`EvaluationRecovered`, the rule of a `Failed` alert could be evaluated again (a message carried
  // a number in the field again ...), and a new alert is raised if the condition then holds".
  if (open?.state === 'Failed') {
    if (!readNumber) return;
    resolve(model, open, 'EvaluationRecovered');
    open = undefined;
  }
  const holds = streak.start !== null && model.clock - streak.start >= duration(condition.forPeriod);
  if (holds) raise(model, rule, deviceId, 'Active', streak.value);
  else if (open) resolve(model, open, 'ConditionStopped');
}

/** ReportedPropertyValue: "Fires when a reported property of a device compares to the value." */
function evaluateReportedProperty(model: PlatformModel, rule: JsonObject, deviceId: string): void {
  const condition = rule.condition as JsonObject;
  const reported = model.resources.get(`${model.devicePath(deviceId)}/reported-properties`);
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
