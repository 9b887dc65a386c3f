/**
 * The platform rules the guides rely on, each written once, with the document text it follows quoted beside it.
 * Everything else is the generic behaviour of model.ts.
 */
import Ajv2020 from 'ajv/dist/2020';
import type {JsonObject} from '../../openapi/openapi-document';
import {
  code,
  notFound,
  problem,
  secret,
  validationProblem,
  type Answer,
  type Call,
  type PlatformModel,
  type Rule,
} from './model';
import {requestSchema} from './document';
import {withDefaults} from './schema-values';
import {activityRules, deviceSeen, messageArrived} from './activity';
import {alertingRules} from './alerting';
import {applyFleetConfigurations, fleetRules, forgetDesiredHistory, recordDesired} from './fleet';

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

// ------------------------------------------------------------------------------------------- provisioning

interface ProvisioningToken extends JsonObject {
  provisioningTokenId: string;
  provisioningToken: string;
  deviceIdOverrideMode: string;
}

const tokensOf = (model: PlatformModel) =>
  [...model.resources.entries()]
    .filter(([key]) => /\/provisioning-tokens\/[^/]+$/.test(key))
    .map(([, value]) => value as ProvisioningToken);

const operationsOf = (model: PlatformModel) =>
  [...model.resources.entries()]
    .filter(([key]) => /\/provisioning-operations\/[^/]+$/.test(key))
    .map(([, value]) => value);

const operationPath = (model: PlatformModel, id: string) =>
  `${model.workspacePath()}/provisioning-operations/${id}`;

/** create-provisioning-token: "Every setting except `displayName` has a default". */
const createProvisioningToken: Rule = (model, call) => {
  const token = {
    ...(withDefaults(requestSchema(call.operation), call.body) as JsonObject),
    provisioningTokenId: model.id(),
    provisioningToken: secret(),
    issuedTime: model.now(),
    expirationTime: (call.body as JsonObject).expirationTime ?? null,
  };
  model.resources.set(`${model.workspacePath()}/provisioning-tokens/${token.provisioningTokenId}`, token);
  return {status: 200, body: token};
};

const provisioningTokenOf = (model: PlatformModel, call: Call) =>
  tokensOf(model).find((token) => token.provisioningToken === call.credential);

const invalidProvisioningToken = () =>
  problem('/problems/common/unauthorized', 401, 'The provisioning token is not valid.');

/**
 * init-provisioning-operation: "Opens a provisioning operation ... Whether `deviceId` is required, optional or
 * ignored depends on the token's `deviceIdOverrideMode`. ... Unapproved operations expire after 24 hours."
 */
const initProvisioningOperation: Rule = (model, call) => {
  const token = provisioningTokenOf(model, call);
  if (!token) return invalidProvisioningToken();
  const body = (call.body ?? {}) as JsonObject;
  const mode = token.deviceIdOverrideMode;
  if (mode === 'DeviceEnforce' && !body.deviceId)
    return validationProblem('deviceId', 'The token requires a device ID.');
  const ignoresDeviceId = mode === 'TechnicianEnforce' || mode === 'Disable';
  const operation = {
    provisioningOperationId: model.id(),
    provisioningTokenId: token.provisioningTokenId,
    deviceId: ignoresDeviceId ? null : (body.deviceId ?? null),
    verificationCode: code(),
    state: 'Pending',
    attributes: body.attributes ?? {},
    createdTime: model.now(),
    expirationTime: new Date(model.clock + 24 * 3600_000).toISOString().replace(/\.\d+Z$/, 'Z'),
    approvedTime: null,
    approvedBy: null,
  };
  model.resources.set(operationPath(model, operation.provisioningOperationId), operation);
  return {status: 200, body: operation};
};

const devicePath = (model: PlatformModel, deviceId: string) => `${model.workspacePath()}/devices/${deviceId}`;

/** The operation a body names, if it is still pending; else 404 or 409 provisioningOperationNotPending. */
function pendingOperation(model: PlatformModel, body: JsonObject): JsonObject | Answer {
  const operation = model.resources.get(operationPath(model, String(body.provisioningOperationId)));
  if (!operation) return notFound(`Provisioning operation ${body.provisioningOperationId}`);
  if (operation.state === 'Pending') return operation;
  return problem(
    '/problems/deviceProvisioning/provisioningOperationNotPending',
    409,
    `Provisioning operation ${operation.provisioningOperationId} is ${operation.state}; only Pending operations can be approved or cancelled.`,
  );
}

/**
 * approve-provisioning-operation: "Approves a pending operation" — 409 "The operation is no longer pending, the
 * device ID is already taken". deviceIdTaken: "Another device of the workspace already uses the device ID" — except
 * the device itself provisioned again with its own provisioning token, which the document lets re-provision it.
 */
const approveProvisioningOperation: Rule = (model, call) => {
  const body = call.body as JsonObject;
  const operation = pendingOperation(model, body);
  if ('status' in operation) return operation as Answer;
  const deviceId = (body.deviceId ?? operation.deviceId) as string | null;
  if (!deviceId) return validationProblem('deviceId', 'The operation names no device ID; give one.');
  const existing = model.resources.get(devicePath(model, deviceId));
  if (existing && !reprovisions(existing, operation)) {
    return problem(
      '/problems/devices/deviceIdTaken',
      409,
      `Device ID '${deviceId}' is already used by another device in workspace ${model.fixture.workspaceId}.`,
    );
  }
  Object.assign(operation, {
    deviceId,
    state: 'Approved',
    approvedTime: model.now(),
    approvedBy: model.fixture.userId,
  });
  return {status: 200, body: operation};
};

/**
 * approve-provisioning-operation, "Re-provisioning an existing device": "When a device with the operation's device ID
 * is already registered and the operation was opened with the provisioning token that device was provisioned with,
 * approving re-provisions that device ... It keeps its device ID, tags and desired and reported properties".
 */
const reprovisions = (device: JsonObject, operation: JsonObject) =>
  device.provisioningTokenId === operation.provisioningTokenId;

/** cancel-provisioning-operation: "Rejects a pending operation" — 409 "The operation is no longer pending." */
const cancelProvisioningOperation: Rule = (model, call) => {
  const operation = pendingOperation(model, call.body as JsonObject);
  if ('status' in operation) return operation as Answer;
  operation.state = 'Cancelled';
  return {status: 200, body: operation};
};

const getOperationByCode: Rule = (model, call) => {
  const found = operationsOf(model).find(
    (operation) => operation.verificationCode === call.params.verificationCode,
  );
  return found ? {status: 200, body: found} : notFound(`Verification code ${call.params.verificationCode}`);
};

interface RegistrationToken {
  deviceId: string;
  provisioningTokenId: string | null;
  revoked: boolean;
}

const registrationTokens = (model: PlatformModel) =>
  model.bag('registrationTokens', () => new Map<string, RegistrationToken>());

/** Issues a registration token and revokes the device's earlier ones (complete-provisioning-operation). */
function issueRegistrationToken(
  model: PlatformModel,
  deviceId: string,
  provisioningTokenId: string | null,
): string {
  for (const token of registrationTokens(model).values())
    if (token.deviceId === deviceId) token.revoked = true;
  const value = secret('rgt_');
  registrationTokens(model).set(value, {deviceId, provisioningTokenId, revoked: false});
  return value;
}

/**
 * complete-provisioning-operation: "202 Accepted — still pending ... 200 OK — approved. The body holds the
 * registration token ... 410 Gone — the operation was cancelled or expired ... Calling again after approval issues
 * a new registration token and invalidates the ones issued before".
 */
const completeProvisioningOperation: Rule = (model, call) => {
  const token = provisioningTokenOf(model, call);
  if (!token) return invalidProvisioningToken();
  const id = String((call.body as JsonObject).provisioningOperationId);
  const operation = model.resources.get(operationPath(model, id));
  if (!operation || operation.provisioningTokenId !== token.provisioningTokenId) {
    return notFound(`Provisioning operation ${id}`);
  }
  if (operation.state === 'Pending') {
    return {status: 202, body: operation, headers: {'Retry-After': '1'}};
  }
  if (operation.state === 'Cancelled' || operation.state === 'Expired') {
    return problem(
      '/problems/deviceProvisioning/provisioningOperationCancelled',
      410,
      `The operation is ${operation.state}.`,
    );
  }
  operation.state = 'Completed';
  const deviceId = String(operation.deviceId);
  const path = devicePath(model, deviceId);
  const existing = model.resources.get(path);
  // maxRegistrationTokenLifetime: "Longest lifetime of the registration tokens issued through this token";
  // registrationTokenLifetimeOverrideMode `Disabled` (the default): "never (the maximum applies)".
  const expirationTime = model.after(String(token.maxRegistrationTokenLifetime));
  model.resources.set(path, {
    ...existing,
    deviceId,
    registeredTime: existing?.registeredTime ?? model.now(),
    provisioningTokenId: token.provisioningTokenId,
    connectionState: 'Disconnected',
    lastSeenTime: null,
    registrationTokenExpirationTime: expirationTime,
    remoteAccessAllowed: false,
  });
  if (!existing) {
    model.resources.set(`${path}/tags`, {tags: {}});
    recordDesired(model, deviceId, {$version: 1});
    model.resources.set(`${path}/reported-properties`, {$version: 1});
  }
  return {
    status: 200,
    body: {
      registrationToken: issueRegistrationToken(model, deviceId, token.provisioningTokenId),
      expirationTime,
    },
  };
};

/** The device stayed offline past its registration token's lifetime: its tokens have expired. */
export function expireRegistrationTokens(model: PlatformModel, deviceId: string): void {
  for (const token of registrationTokens(model).values())
    if (token.deviceId === deviceId) token.revoked = true;
}

export function deviceOfRegistrationToken(model: PlatformModel, value: string): string | null {
  const token = registrationTokens(model).get(value);
  if (!token || token.revoked) return null;
  return model.resources.has(devicePath(model, token.deviceId)) ? token.deviceId : null;
}

const invalidRegistrationToken = () =>
  problem(
    '/problems/deviceRegistration/registrationTokenRevoked',
    401,
    'The registration token is not valid.',
  );

/** register-device: "Exchanges a registration token for Azure IoT Hub credentials". */
const registerDevice: Rule = (model, call) => {
  const deviceId = deviceOfRegistrationToken(model, call.credential);
  if (!deviceId) return invalidRegistrationToken();
  deviceSeen(model, deviceId, false);
  return {
    status: 200,
    body: {
      workspaceId: model.fixture.workspaceId,
      deviceId,
      connectionString: `HostName=iothub.example;DeviceId=${model.fixture.workspaceId}:${deviceId};SharedAccessSignature=sig`,
      iotHubHostName: 'iothub.example',
      connectionStringType: 'SharedAccessSignature',
      connectionStringExpiration: model.now(),
      tokenRemainingLifetime: null,
    },
  };
};

/** create-registration-token: a token for a device registered without provisioning. */
const createRegistrationToken: Rule = (model, call) => {
  const deviceId = call.params.deviceId;
  const path = devicePath(model, deviceId);
  if (!model.resources.has(path)) {
    model.resources.set(path, {
      deviceId,
      registeredTime: model.now(),
      provisioningTokenId: null,
      connectionState: 'Disconnected',
      lastSeenTime: null,
      registrationTokenExpirationTime: null,
      remoteAccessAllowed: false,
    });
    model.resources.set(`${path}/tags`, {tags: {}});
    recordDesired(model, deviceId, {$version: 1});
    model.resources.set(`${path}/reported-properties`, {$version: 1});
  }
  return {
    status: 201,
    body: {registrationToken: issueRegistrationToken(model, deviceId, null), expirationTime: null},
  };
};

/** delete-device: "revokes its registration tokens at once ... Its desired and reported properties and tags are deleted." */
const deleteDevice: Rule = (model, call) => {
  const path = devicePath(model, call.params.deviceId);
  if (!model.resources.has(path)) return notFound(`Device ${call.params.deviceId}`);
  for (const key of [...model.resources.keys()])
    if (key === path || key.startsWith(`${path}/`)) model.resources.delete(key);
  for (const token of registrationTokens(model).values())
    if (token.deviceId === call.params.deviceId) token.revoked = true;
  forgetDesiredHistory(model, call.params.deviceId);
  return {status: 204};
};

// ------------------------------------------------------------------------------------------- twins

/**
 * desired properties: "`$version` ... set by the platform and increased by one with every change"; PATCH is a
 * merge patch, PUT replaces.
 */
const changeDesired =
  (replace: boolean): Rule =>
  (model, call) => {
    const path = `${devicePath(model, call.params.deviceId)}/desired-properties`;
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
  const path = `${devicePath(model, deviceId)}/reported-properties`;
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

// ------------------------------------------------------------------------------------------- ingress

interface Batch {
  deviceId: string;
  stream: string;
  batchId: string;
  completed: boolean;
  messages: Map<string, string>;
}

const batches = (model: PlatformModel) => model.bag('batches', () => new Map<string, Batch>());
const sequences = (model: PlatformModel) => model.bag('sequences', () => new Map<string, number>());

/** Autofill: "Placeholders: `{dateTime:<format>}` (.NET date format, UTC), `{deviceId}`, `{sequenceId}`." */
function autofill(pattern: string, deviceId: string, sequence: number, now: Date): string {
  return pattern.replace(
    /\{(dateTime:([^}]+)|deviceId|sequenceId)\}/g,
    (_, what: string, format?: string) => {
      if (what === 'deviceId') return deviceId;
      if (what === 'sequenceId') return String(sequence);
      const pad = (value: number) => String(value).padStart(2, '0');
      return format!
        .replace('yyyy', String(now.getUTCFullYear()))
        .replace('MM', pad(now.getUTCMonth() + 1))
        .replace('dd', pad(now.getUTCDate()))
        .replace('HH', pad(now.getUTCHours()))
        .replace('mm', pad(now.getUTCMinutes()))
        .replace('ss', pad(now.getUTCSeconds()));
    },
  );
}

function reject(
  model: PlatformModel,
  stream: string,
  deviceId: string,
  batchId: string | null,
  messageId: string | null,
  reason: string,
  detail: string,
) {
  model.rejections.push({deviceId, stream, batchId, messageId, reason, detail});
  const path = `${model.workspacePath()}/stream-groups/${stream.replace('/', '/streams/')}`;
  const stored = model.resources.get(path);
  if (stored) {
    const count = Number((stored.rejectedMessages as JsonObject | undefined)?.count ?? 0) + 1;
    stored.rejectedMessages = {
      count,
      lastRejectedMessage: {rejectedTime: model.now(0), deviceId, batchId, messageId, reason, detail},
    };
  }
}

// StreamValidation.schema: "`format` keywords are annotations in every draft: no payload is rejected because a string
// does not match its format."
const ajv = new Ajv2020({strict: false, allErrors: false, validateFormats: false});

export interface SentMessage {
  deviceId: string;
  streamGroup?: string;
  stream?: string;
  batchId?: string;
  messageId?: string;
  payload: string;
  completeBatch?: boolean;
}

/**
 * One message from a device, over the SDK or HTTP ingress. Follows send-ingress-message's parameters: "Batch ID
 * of the message. Required unless the stream has a batch ID autofill pattern. Sending a new batch ID completes the
 * device's previous batch in the stream." and StreamRejectedMessages' reasons: "`BatchCompleted`: the batch ID
 * names a batch of this device that is already complete", "`ValidationFailed`: message validation in `Discard` mode".
 * Returns the stored IDs, or null when the message was rejected (it then counts in the stream's rejectedMessages).
 */
export function acceptMessage(
  model: PlatformModel,
  message: SentMessage,
): {batchId: string; messageId: string; streamGroupName: string; streamName: string} | Answer {
  const ws = model.workspacePath();
  const groupName = message.streamGroup ?? 'default-stream-group';
  const group = model.resources.get(`${ws}/stream-groups/${groupName}`);
  const streamName = message.stream ?? (group?.defaultStream as string | undefined) ?? 'default-stream';
  const streamKey = `${groupName}/${streamName}`;
  const stream = model.resources.get(`${ws}/stream-groups/${groupName}/streams/${streamName}`);
  if (!stream) {
    reject(
      model,
      `${groupName}/${group?.defaultStream ?? 'default-stream'}`,
      message.deviceId,
      message.batchId ?? null,
      message.messageId ?? null,
      'UnknownStream',
      `Stream ${streamKey} does not exist.`,
    );
    return notFound(`Stream ${streamKey}`);
  }
  const sequenceKey = `${message.deviceId}/${streamKey}`;
  const sequence = (sequences(model).get(sequenceKey) ?? 0) + 1;
  const now = new Date(model.clock);
  const batchId =
    message.batchId ??
    (stream.batchIdAutofillPattern
      ? autofill(String(stream.batchIdAutofillPattern), message.deviceId, sequence, now)
      : null);
  if (!batchId) {
    reject(
      model,
      streamKey,
      message.deviceId,
      null,
      message.messageId ?? null,
      'MissingBatchId',
      `Stream '${streamName}' has no batch ID autofill pattern, so batchId is required.`,
    );
    return validationProblem(
      'batchId',
      `Stream '${streamName}' has no batch ID autofill pattern, so batchId is required.`,
    );
  }
  const messageId =
    message.messageId ??
    (stream.messageIdAutofillPattern
      ? autofill(String(stream.messageIdAutofillPattern), message.deviceId, sequence, now)
      : null);
  if (!messageId && !message.completeBatch) {
    reject(
      model,
      streamKey,
      message.deviceId,
      batchId,
      null,
      'MissingMessageId',
      `Stream '${streamName}' has no message ID autofill pattern, so messageId is required.`,
    );
    return validationProblem(
      'messageId',
      `Stream '${streamName}' has no message ID autofill pattern, so messageId is required.`,
    );
  }
  sequences(model).set(sequenceKey, sequence);
  const key = `${sequenceKey}/${batchId}`;
  const open = batches(model);
  for (const other of open.values()) {
    if (other.deviceId === message.deviceId && other.stream === streamKey && other.batchId !== batchId)
      other.completed = true;
  }
  const batch = open.get(key) ?? {
    deviceId: message.deviceId,
    stream: streamKey,
    batchId,
    completed: false,
    messages: new Map(),
  };
  open.set(key, batch);
  if (batch.completed) {
    reject(
      model,
      streamKey,
      message.deviceId,
      batchId,
      messageId,
      'BatchCompleted',
      `Batch '${batchId}' of device ${message.deviceId} is already complete.`,
    );
    return {batchId, messageId: messageId ?? '', streamGroupName: groupName, streamName};
  }
  if (message.completeBatch) {
    batch.completed = true;
    return {batchId, messageId: messageId ?? '', streamGroupName: groupName, streamName};
  }
  const validation = stream.validation as JsonObject | undefined;
  if (validation?.mode === 'Discard' && !isValid(validation.schema as JsonObject, message.payload)) {
    reject(
      model,
      streamKey,
      message.deviceId,
      batchId,
      messageId,
      'ValidationFailed',
      'The payload does not satisfy the schema.',
    );
    return {batchId, messageId: messageId!, streamGroupName: groupName, streamName};
  }
  batch.messages.set(messageId!, message.payload);
  messageArrived(model, message.deviceId, streamKey, message.payload);
  return {batchId, messageId: messageId!, streamGroupName: groupName, streamName};
}

/** Whether a payload satisfies a stream's validation schema, as the platform judges it. */
export function isValid(schema: JsonObject, payload: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return false;
  }
  // The schema's own `$schema` names a draft; Ajv2020 validates every draft the document admits alike here.
  const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema'));
  return ajv.validate(rest, value) as boolean;
}

/** send-ingress-message over HTTP. */
const sendIngressMessage: Rule = (model, call) => {
  const deviceId = deviceOfRegistrationToken(model, call.credential);
  if (!deviceId) return invalidRegistrationToken();
  deviceSeen(model, deviceId, false);
  const query = call.query as Record<string, string | undefined>;
  const accepted = acceptMessage(model, {
    deviceId,
    streamGroup: query.streamGroupName,
    stream: query.streamName,
    batchId: query.batchId,
    messageId: query.messageId,
    payload: typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
  });
  if ('status' in accepted) return accepted as Answer;
  return {status: 202, body: {deviceId, ...accepted, enqueuedTime: model.now()}};
};

/**
 * Stream storage: the `messages` container holds one object per message at
 * `<stream group>/<stream>/<device>/<batch>/<message>`; the `batches` container one object per completed batch of a
 * stream with a concatenation mode, its messages joined with a line feed (`WithNewLines`) or nothing.
 */
export function storedObjects(
  model: PlatformModel,
  container: string,
): Array<{name: string; content: string}> {
  const ws = model.workspacePath();
  return [...batches(model).values()].flatMap((batch) => {
    const prefix = `${batch.stream}/${batch.deviceId}/${batch.batchId}`;
    if (container === 'messages')
      return [...batch.messages].map(([id, content]) => ({name: `${prefix}/${id}`, content}));
    const mode = model.resources.get(
      `${ws}/stream-groups/${batch.stream.replace('/', '/streams/')}`,
    )?.concatenationMode;
    if (container !== 'batches' || !batch.completed || !mode || mode === 'None') return [];
    return [{name: prefix, content: [...batch.messages.values()].join(mode === 'WithNewLines' ? '\n' : '')}];
  });
}

export const rules: Record<string, Rule> = {
  ...fleetRules,
  'create-storage-secure-uri': storageSecureUri,
  'create-provisioning-token': createProvisioningToken,
  'init-provisioning-operation': initProvisioningOperation,
  'approve-provisioning-operation': approveProvisioningOperation,
  'cancel-provisioning-operation': cancelProvisioningOperation,
  'complete-provisioning-operation': completeProvisioningOperation,
  'get-provisioning-operation-by-verification-code': getOperationByCode,
  'register-device': registerDevice,
  'create-registration-token': createRegistrationToken,
  'delete-device': deleteDevice,
  'patch-desired-properties': changeDesired(false),
  'replace-desired-properties': changeDesired(true),
  'create-or-update-stream': createOrUpdateStream,
  'send-ingress-message': sendIngressMessage,
  ...activityRules,
  ...alertingRules,
};
