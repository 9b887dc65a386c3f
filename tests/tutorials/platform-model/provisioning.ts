/**
 * Provisioning and registration, as the document describes them: provisioning tokens and operations, the registration
 * tokens devices sign in with, and registering and deleting devices. Each rule quotes the document text it follows.
 */
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
import {deviceSeen} from './activity';
import {forgetDesiredHistory, recordDesired} from './fleet';

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
  return {status: 201, body: token};
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
 * device ID is already taken". deviceIdTaken: "Another device of the workspace, provisioned with a different provisioning token, already uses the device ID" — except
 * the device itself provisioned again with its own provisioning token, which the document lets re-provision it.
 */
const approveProvisioningOperation: Rule = (model, call) => {
  const body = call.body as JsonObject;
  const operation = pendingOperation(model, body);
  if ('status' in operation) return operation as Answer;
  const deviceId = (body.deviceId ?? operation.deviceId) as string | null;
  if (!deviceId) return validationProblem('deviceId', 'The operation names no device ID; give one.');
  const existing = model.resources.get(model.devicePath(deviceId));
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
  const path = model.devicePath(deviceId);
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
  return model.resources.has(model.devicePath(token.deviceId)) ? token.deviceId : null;
}

export const invalidRegistrationToken = () =>
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
  const path = model.devicePath(deviceId);
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
  const path = model.devicePath(call.params.deviceId);
  if (!model.resources.has(path)) return notFound(`Device ${call.params.deviceId}`);
  for (const key of [...model.resources.keys()])
    if (key === path || key.startsWith(`${path}/`)) model.resources.delete(key);
  for (const token of registrationTokens(model).values())
    if (token.deviceId === call.params.deviceId) token.revoked = true;
  forgetDesiredHistory(model, call.params.deviceId);
  return {status: 204};
};

export const provisioningRules: Record<string, Rule> = {
  'create-provisioning-token': createProvisioningToken,
  'init-provisioning-operation': initProvisioningOperation,
  'approve-provisioning-operation': approveProvisioningOperation,
  'cancel-provisioning-operation': cancelProvisioningOperation,
  'complete-provisioning-operation': completeProvisioningOperation,
  'get-provisioning-operation-by-verification-code': getOperationByCode,
  'register-device': registerDevice,
  'create-registration-token': createRegistrationToken,
  'delete-device': deleteDevice,
};
