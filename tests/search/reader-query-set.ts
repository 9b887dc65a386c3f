import type {SearchQuery} from './query-set';

/**
 * A second query set, committed before any tuning against it, in readers' words rather than the site's:
 * what people ask about IoT platforms in forums and issue trackers (ThingsBoard, Azure IoT, MQTT
 * clients, Teltonika's wiki...), shortened to what they would type into a search box, each with the
 * page of these docs that answers it. A comment above a query names a thread that asks it, where one
 * was kept. `query-set.spec.ts` types these into the built site like the first set; as they are not
 * the words of whoever tuned the index, they measure whether search finds the answer for a new reader.
 */
export const readerQueries: SearchQuery[] = [
  // Connecting and approving devices.
  // docs.medcrypt.com "Manage device provisioning" (manual approval of provisioning requests)
  {
    query: 'how to approve a device',
    answeredBy: ['/connect-devices', '/connect-devices/tutorial-connect-device'],
    why: 'Connect devices explains provisioning operations and their approval; the tutorial approves one.',
  },
  // KACE Cloud "Manually approve or reject registered device"
  {
    query: 'approve pending device',
    answeredBy: ['/connect-devices', '/connect-devices/tutorial-connect-device'],
    why: 'A provisioning operation waits in the pending state until someone approves it.',
  },
  {
    query: 'register device without provisioning',
    answeredBy: ['/connect-devices'],
    why: 'Two ways to register a device: provisioning, or a registration token issued directly.',
  },
  {
    query: 'device token expired',
    answeredBy: ['/connect-devices', '/device-sdk/architecture'],
    why: 'Registration tokens expire and are refreshed; the architecture page describes the refresh.',
  },
  // Sending data.
  // Azure/azure-iot-sdk-c#1772 "Sending telemetry data"
  {
    query: 'send telemetry from python',
    answeredBy: ['/device-sdk/python', '/send-data/tutorial-send-data'],
    why: 'The Python SDK page and the tutorial that sends data with it.',
  },
  // emqx/MQTTX#830, OctoPrint-MQTT#5: connections refused by a firewall
  {
    query: 'mqtt port firewall',
    answeredBy: ['/device-sdk'],
    why: 'Device requirements on the SDK overview list the hosts and ports a device needs.',
  },
  // eclipse-paho/paho.mqtt.android#323 "Question about offline buffering"
  {
    query: 'buffer messages while offline',
    answeredBy: ['/device-sdk', '/device-sdk/python', '/device-sdk/rust', '/device-sdk/c'],
    why: 'Each SDK page has its section on offline behaviour and the local queue.',
  },
  // Azure/iotc-device-bridge#37: device data posted over HTTP by a bridge instead of an SDK
  {
    query: 'send data over http without sdk',
    answeredBy: ['/send-data'],
    why: 'Send data has the section on sending without the SDK.',
  },
  {
    query: 'maximum message size',
    answeredBy: ['/send-data'],
    why: 'Send data states the size limit and how large messages are split into chunks.',
  },
  {
    query: 'compress payload',
    answeredBy: ['/send-data'],
    why: 'Send data has the section on compression.',
  },
  // emqx/eip#85, hyperledger-firefly/firefly#257: messages that do not match a schema
  {
    query: 'reject invalid messages',
    answeredBy: ['/send-data/message-validation'],
    why: 'Message validation rejects messages that fail their stream’s JSON Schema.',
  },
  // Teltonika wiki "Monitoring via MQTT", Losant's RUT240 walkthrough
  {
    query: 'teltonika router',
    answeredBy: ['/send-data/tutorial-send-telemetry-teltonika-rutx'],
    why: 'The tutorial that sends a RUTX router’s telemetry.',
  },
  // Monitoring.
  // thingsboard/thingsboard#12771 "Creating an alarm when a device is offline or not sending data"
  {
    query: 'alarm when device goes offline',
    answeredBy: ['/monitor-devices', '/monitor-devices/tutorial-set-up-alert-rules'],
    why: 'Inactivity conditions of alert rules; the tutorial creates one.',
  },
  // thingsboard/thingsboard#319 "Alarm if device is inactive / doesn't send new data"
  {
    query: 'notify when device stops sending data',
    answeredBy: ['/monitor-devices', '/monitor-devices/tutorial-set-up-alert-rules'],
    why: 'The MessageInactivity condition and its notifications.',
  },
  {
    query: 'temperature threshold alert',
    answeredBy: ['/monitor-devices/tutorial-set-up-alert-rules', '/monitor-devices'],
    why: 'The tutorial creates a temperature rule; the guide explains conditions.',
  },
  // thingsboard/thingsboard#10761: notifications of device events to another system
  {
    query: 'webhook notification',
    answeredBy: ['/monitor-devices', '/api/reference/alert-webhook'],
    why: 'Monitor devices explains webhook notifications; the webhook reference is their contract.',
  },
  // Configuring devices.
  // Alibaba Cloud IoT "Remote configuration", ClearBlade modifyCloudToDeviceConfig
  {
    query: 'change device settings remotely',
    answeredBy: ['/configure-devices-remotely', '/configure-devices-remotely/configure-device'],
    why: 'Desired properties change a device’s settings; the tutorial does it for one device.',
  },
  // Alibaba Cloud IoT: pushing one configuration to every device of a product
  {
    query: 'push configuration to all devices',
    answeredBy: ['/configure-devices-remotely/configure-multiple-devices', '/configure-devices-remotely'],
    why: 'Fleet configurations set desired properties on many devices at once.',
  },
  // Azure/azure-cli-extensions#341 "Send messages from the cloud to your device"
  {
    query: 'send command to device',
    answeredBy: ['/api/reference/send-cloud-to-device-message', '/configure-devices-remotely'],
    why: 'A cloud-to-device message carries a command; desired properties carry settings.',
  },
  {
    query: 'ssh into device',
    answeredBy: ['/device-sdk', '/device-sdk/python', '/device-sdk/rust', '/device-sdk/c'],
    why: 'Remote access opens TCP tunnels, for SSH among others; each SDK page shows how to allow it.',
  },
  // Getting data out.
  // docs.coreflux.org "PostgreSQL Route", Kamea "PostgreSQL telemetry database"
  {
    query: 'export data to a database',
    answeredBy: ['/consume-data/egress-sinks/sql'],
    why: 'The SQL sink writes messages into PostgreSQL tables.',
  },
  // aletheiatech.net and oneuptime.com posts on IoT data in TimescaleDB
  {
    query: 'timescaledb',
    answeredBy: ['/consume-data/egress-sinks/sql'],
    why: 'The SQL sink supports PostgreSQL with the TimescaleDB extension.',
  },
  // TheThingsIndustries/lorawan-stack-docs#659 "Document the data retention period"
  {
    query: 'data retention',
    answeredBy: ['/consume-data/stream-storage'],
    why: 'Stream storage has the section on retention and deletion.',
  },
  // Azure/azure-iot-sdks#889: reading back what devices sent
  {
    query: 'download stored messages',
    answeredBy: ['/consume-data/stream-storage', '/send-data/tutorial-send-data'],
    why: 'Stream storage shows how to read stored data; the tutorial lists and reads messages.',
  },
  {
    query: 'save data to s3 bucket',
    answeredBy: ['/consume-data/egress-sinks/s3'],
    why: 'The Amazon S3 sink writes messages as objects.',
  },
  {
    query: 'forward data to azure event hubs',
    answeredBy: ['/consume-data/egress-sinks/event-hub', '/consume-data/egress-sinks/event-hub/tutorial'],
    why: 'The Event Hub sink and its tutorial.',
  },
  {
    query: 'service bus queue',
    answeredBy: ['/consume-data/egress-sinks/service-bus'],
    why: 'The Azure Service Bus sink sends messages to a queue or topic.',
  },
  {
    query: 'query device data with spark',
    answeredBy: ['/consume-data/egress-sinks/delta/tutorial-databricks', '/consume-data/egress-sinks/delta'],
    why: 'The Databricks tutorial queries the Delta tables with Spark; the Delta sink page describes them.',
  },
  {
    query: 'opentelemetry collector',
    answeredBy: [
      '/consume-data/egress-sinks/open-telemetry',
      '/consume-data/egress-sinks/open-telemetry/tutorial',
    ],
    why: 'The OpenTelemetry sink and the tutorial that sends metrics to a collector.',
  },
  {
    query: 'filter messages by device',
    answeredBy: ['/consume-data/egress-sinks', '/consume-data/egress-sinks/platform-stream'],
    why: 'Route filters select messages by device and other properties.',
  },
  {
    query: 'grafana dashboard',
    answeredBy: ['/visualize-data/tutorial-visualize-data', '/visualize-data'],
    why: 'The tutorial builds a dashboard; the guide explains how data reaches Grafana.',
  },
  // Access, accounts and automation.
  // kronoxdata.com "Credential rotation", Akamai "Key rotation"
  {
    query: 'rotate api key',
    answeredBy: ['/manage-access', '/cli/security'],
    why: 'Manage access explains API keys, their lifetime and revocation; CLI security says to rotate them before they expire.',
  },
  {
    query: 'read-only access for a colleague',
    answeredBy: ['/manage-access/roles', '/manage-access/users'],
    why: 'Reader roles, and how to invite a person and assign a role.',
  },
  // docs.prodgy.ai "Delete workspace", Applivery "Delete organization workspace"
  {
    query: 'delete a workspace',
    answeredBy: ['/manage-access/workspaces', '/api/reference/delete-workspace'],
    why: 'Workspaces explains deletion; the operation performs it.',
  },
  // community.retool.com "Delete org and account"
  {
    query: 'delete my account',
    answeredBy: ['/manage-access/users', '/api/reference/delete-current-user'],
    why: 'Users has the section on deleting your account; the operation performs it.',
  },
  {
    query: 'workspace disabled after trial',
    answeredBy: ['/manage-access/workspaces', '/manage-access'],
    why: 'Trial, active and disabled workspaces, and what a disabled one still allows.',
  },
  {
    query: 'install cli on linux',
    answeredBy: ['/cli'],
    why: 'The CLI page has installation per operating system.',
  },
  {
    query: 'use cli in github actions',
    answeredBy: ['/cli'],
    why: 'The CLI page has the section on running it in CI pipelines.',
  },
  // Web API.
  {
    query: 'too many requests',
    answeredBy: ['/api'],
    why: 'The API overview explains 429 and Retry-After.',
  },
  {
    query: 'api pagination',
    answeredBy: ['/api'],
    why: 'The API overview has the section on pagination.',
  },
];
