/**
 * Device activity, as the document describes it: what get-device-activity returns from the device's contacts and
 * the messages the platform stored, which the inactivity conditions of alert rules (alerting.ts) also watch.
 */
import {notFound, type PlatformModel, type Rule} from './model';

export interface Activity {
  connected: boolean;
  lastSeen: number | null;
  lastMessage: number | null;
  messageTimes: number[];
}

export interface ArrivedMessage {
  deviceId: string;
  stream: string;
  payload: string;
  arrived: number;
}

export const activities = (model: PlatformModel) => model.bag('activity', () => new Map<string, Activity>());
export const arrivals = (model: PlatformModel) => model.bag('arrivals', () => [] as ArrivedMessage[]);

function activityOf(model: PlatformModel, deviceId: string): Activity {
  const known = activities(model).get(deviceId);
  if (known) return known;
  const fresh: Activity = {connected: false, lastSeen: null, lastMessage: null, messageTimes: []};
  activities(model).set(deviceId, fresh);
  return fresh;
}

export const iso = (time: number | null) =>
  time === null ? null : new Date(time).toISOString().replace(/\.\d+Z$/, 'Z');

/**
 * LastSeenTime: "When the device last communicated with the platform in any way: a message, a reported-property
 * update, a new connection, a keep-alive of its open connection, or any HTTP request it made with its registration
 * token". DeviceActivity.connectionState: "Devices that send only over HTTP ingress hold no connection and stay
 * `Disconnected`" (Monitor devices), so only the SDK's connection (`overConnection`) connects the device.
 */
export function deviceSeen(model: PlatformModel, deviceId: string, overConnection: boolean): void {
  const activity = activityOf(model, deviceId);
  activity.lastSeen = model.clock;
  if (overConnection) activity.connected = true;
}

/** The SDK closed its connection (the program ended): keep-alives stop, so the last-seen time stays. */
export function deviceDisconnected(model: PlatformModel, deviceId: string): void {
  const activity = activityOf(model, deviceId);
  if (activity.connected) activity.lastSeen = model.clock;
  activity.connected = false;
}

/** A message the platform stored: it moves `lastMessageTime` and counts in `messagesToday`. */
export function messageArrived(
  model: PlatformModel,
  deviceId: string,
  stream: string,
  payload: string,
): void {
  deviceSeen(model, deviceId, false);
  const activity = activityOf(model, deviceId);
  activity.lastMessage = model.clock;
  activity.messageTimes.push(model.clock);
  arrivals(model).push({deviceId, stream, payload, arrived: model.clock});
}

/** Keep-alives of an open connection keep the last-seen time current. */
export const lastSeenOf = (model: PlatformModel, activity: Activity | undefined) =>
  activity?.connected ? model.clock : (activity?.lastSeen ?? null);

/**
 * get-device-activity: "Returns when a device was last seen, whether it is connected, and how many messages it
 * sent today (since midnight UTC)".
 */
const getDeviceActivity: Rule = (model, call) => {
  const {deviceId} = call.params;
  if (!model.resources.has(model.devicePath(deviceId))) return notFound(`Device ${deviceId}`);
  const activity = activities(model).get(deviceId);
  const midnight = Math.floor(model.clock / (24 * 3600_000)) * 24 * 3600_000;
  return {
    status: 200,
    body: {
      deviceId,
      lastSeenTime: iso(lastSeenOf(model, activity)),
      connectionState: activity?.connected ? 'Connected' : 'Disconnected',
      messagesToday: activity?.messageTimes.filter((time) => time >= midnight).length ?? 0,
      lastMessageTime: iso(activity?.lastMessage ?? null),
    },
  };
};

/**
 * get-device: "Returns one device: when it registered, through which provisioning token, whether it is connected and
 * when its registration token expires"; its `lastSeenTime` is the same LastSeenTime as the activity's.
 */
const getDevice: Rule = (model, call) => {
  const {deviceId} = call.params;
  const device = model.resources.get(model.devicePath(deviceId));
  if (!device) return notFound(`Device ${deviceId}`);
  const activity = activities(model).get(deviceId);
  return {
    status: 200,
    body: {
      ...device,
      connectionState: activity?.connected ? 'Connected' : 'Disconnected',
      lastSeenTime: iso(lastSeenOf(model, activity)),
    },
  };
};

export const activityRules: Record<string, Rule> = {
  'get-device-activity': getDeviceActivity,
  'get-device': getDevice,
};
