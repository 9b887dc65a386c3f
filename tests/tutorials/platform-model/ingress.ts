/**
 * Ingress, as the document describes it: messages from devices, their batch and message IDs (sent or filled in by a
 * stream's autofill patterns), validation against the stream's schema, and the objects stream storage then holds.
 */
import Ajv2020 from 'ajv/dist/2020';
import type {JsonObject} from '../../openapi/openapi-document';
import {
  notFound,
  validationProblem,
  type Answer,
  type PlatformModel,
  type Rejection,
  type Rule,
} from './model';
import {deviceSeen, messageArrived} from './activity';
import {deviceOfRegistrationToken, invalidRegistrationToken} from './provisioning';

interface Batch {
  deviceId: string;
  stream: string;
  batchId: string;
  completed: boolean;
  messages: Map<string, string>;
}

const batches = (model: PlatformModel) => model.bag('batches', () => new Map<string, Batch>());
const sequences = (model: PlatformModel) => model.bag('sequences', () => new Map<string, number>());

/** Autofill: "Placeholders: `{dateTime:<format>}` (.NET date format, UTC), `{deviceId}`, and `{sequenceId}`". */
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

function reject(model: PlatformModel, rejection: Rejection) {
  const {stream, deviceId, batchId, messageId, reason, detail} = rejection;
  model.rejections.push(rejection);
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
    reject(model, {
      stream: `${groupName}/${group?.defaultStream ?? 'default-stream'}`,
      deviceId: message.deviceId,
      batchId: message.batchId ?? null,
      messageId: message.messageId ?? null,
      reason: 'UnknownStream',
      detail: `Stream ${streamKey} does not exist.`,
    });
    return notFound(`Stream ${streamKey}`);
  }
  const rejectIn = (batchId: string | null, messageId: string | null, reason: string, detail: string) =>
    reject(model, {stream: streamKey, deviceId: message.deviceId, batchId, messageId, reason, detail});
  const sequenceKey = `${message.deviceId}/${streamKey}`;
  const sequence = (sequences(model).get(sequenceKey) ?? 0) + 1;
  const now = new Date(model.clock);
  const batchId =
    message.batchId ??
    (stream.batchIdAutofillPattern
      ? autofill(String(stream.batchIdAutofillPattern), message.deviceId, sequence, now)
      : null);
  if (!batchId) {
    const detail = `Stream '${streamName}' has no batch ID autofill pattern, so batchId is required.`;
    rejectIn(null, message.messageId ?? null, 'MissingBatchId', detail);
    return validationProblem('batchId', detail);
  }
  const messageId =
    message.messageId ??
    (stream.messageIdAutofillPattern
      ? autofill(String(stream.messageIdAutofillPattern), message.deviceId, sequence, now)
      : null);
  if (!messageId && !message.completeBatch) {
    const detail = `Stream '${streamName}' has no message ID autofill pattern, so messageId is required.`;
    rejectIn(batchId, null, 'MissingMessageId', detail);
    return validationProblem('messageId', detail);
  }
  // send-data: "{sequenceId} ... increasing by one for every message that receives an autofilled ID".
  if (!message.messageId && !message.completeBatch) sequences(model).set(sequenceKey, sequence);
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
    rejectIn(
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
    rejectIn(batchId, messageId, 'ValidationFailed', 'The payload does not satisfy the schema.');
    return {batchId, messageId: messageId!, streamGroupName: groupName, streamName};
  }
  // send-data: a message sent again with the same IDs is a duplicate; the first one stays stored.
  if (!batch.messages.has(messageId!)) batch.messages.set(messageId!, message.payload);
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

export const ingressRules: Record<string, Rule> = {'send-ingress-message': sendIngressMessage};
