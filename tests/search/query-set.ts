/**
 * Questions a reader types into the search box, each with the page or pages that answer it.
 * `query-set.spec.ts` types every one into the built site and counts how often an answering
 * page is the first suggestion, and how often it is among the first three.
 *
 * Pages are written as paths without a trailing slash. A query lists more than one page only
 * when each of them answers it as well as the others.
 */
export type SearchQuery = {query: string; answeredBy: string[]; why: string};

export const searchQueries: SearchQuery[] = [
  // Concepts: the guide that explains the word comes before the operations that use it.
  {
    query: 'egress route',
    answeredBy: ['/consume-data/egress-sinks'],
    why: 'The guide explains what a route is and how it ties a stream to a sink.',
  },
  {
    query: 'egress sink',
    answeredBy: ['/consume-data/egress-sinks'],
    why: 'The overview of sink kinds, routes and guarantees.',
  },
  {
    query: 'stream group',
    answeredBy: ['/send-data', '/consume-data'],
    why: 'Send data defines streams and stream groups; Consume data shows how data flows through them.',
  },
  {
    query: 'stream',
    answeredBy: ['/send-data', '/consume-data'],
    why: 'The guides that explain streams, not one of the dozen stream operations.',
  },
  {
    query: 'batch',
    answeredBy: ['/send-data'],
    why: 'Send data has the section on batches and batch slices.',
  },
  {
    query: 'provisioning token',
    answeredBy: ['/connect-devices'],
    why: 'Connect devices explains what a provisioning token is and how long it lives.',
  },
  {
    query: 'registration token',
    answeredBy: ['/connect-devices'],
    why: 'Connect devices explains registration tokens and their refresh.',
  },
  {
    query: 'role',
    answeredBy: ['/manage-access/roles'],
    why: 'The guide on roles, their permissions and assignments.',
  },
  {
    query: 'device',
    answeredBy: ['/connect-devices'],
    why: 'The guide that says what a device is and how it joins a workspace.',
  },
  {
    query: 'workspace',
    answeredBy: ['/manage-access/workspaces'],
    why: 'The guide on what a workspace contains and its states.',
  },
  {
    query: 'desired properties',
    answeredBy: ['/configure-devices-remotely'],
    why: 'The remote configuration guide defines desired and reported properties.',
  },
  {
    query: 'fleet configuration',
    answeredBy: ['/configure-devices-remotely', '/configure-devices-remotely/configure-multiple-devices'],
    why: 'The guide explains fleet configurations; the tutorial creates one.',
  },
  {
    query: 'alert rule',
    answeredBy: ['/monitor-devices', '/monitor-devices/tutorial-set-up-alert-rules'],
    why: 'Monitor devices explains alert rules; the tutorial sets two up.',
  },
  {
    query: 'verify webhook signature',
    answeredBy: ['/monitor-devices', '/api/reference/alert-webhook'],
    why: 'Monitor devices shows how to secure the endpoint with verification samples; the webhook reference is the contract.',
  },
  {
    query: 'device stopped sending',
    answeredBy: ['/monitor-devices', '/monitor-devices/tutorial-set-up-alert-rules'],
    why: 'The MessageInactivity condition catches a device that stops sending, connected or not.',
  },
  {
    query: 'message validation',
    answeredBy: ['/send-data/message-validation'],
    why: 'The page of that name.',
  },
  {
    query: 'json schema',
    answeredBy: ['/send-data/message-validation'],
    why: 'Messages are validated against JSON Schema; the page lists the supported drafts.',
  },
  {
    query: 'stream storage',
    answeredBy: ['/consume-data/stream-storage'],
    why: 'The page of that name.',
  },
  {
    query: 'service account',
    answeredBy: ['/manage-access'],
    why: 'Manage access explains service accounts and their API keys.',
  },
  {
    query: 'device sdk',
    answeredBy: ['/device-sdk'],
    why: 'The SDK overview page.',
  },
  {
    query: 'outbound ports proxy',
    answeredBy: ['/device-sdk'],
    why: 'Operators opening a firewall ask which hosts and ports a device needs; Device requirements on the SDK overview lists them.',
  },
  {
    query: 'grafana',
    answeredBy: ['/visualize-data', '/visualize-data/tutorial-visualize-data'],
    why: 'Data is visualized in Spotflow Grafana; the guide and its tutorial.',
  },
  {
    query: 'delta lake',
    answeredBy: ['/consume-data/egress-sinks/delta'],
    why: 'The Delta sink writes Delta Lake tables.',
  },
  {
    query: 'event hub',
    answeredBy: ['/consume-data/egress-sinks/event-hub'],
    why: 'The Azure Event Hubs sink page.',
  },
  {
    query: 'compression',
    answeredBy: ['/send-data'],
    why: 'Send data has the section on compressed messages.',
  },
  // Words readers use that the platform names differently (the synonym list covers them).
  {
    query: 'device twin',
    answeredBy: ['/configure-devices-remotely'],
    why: 'Readers coming from Azure IoT say twin; the platform says desired and reported properties.',
  },
  {
    query: 'automatic device configuration',
    answeredBy: ['/configure-devices-remotely'],
    why: 'The Azure IoT name for what the platform calls a fleet configuration.',
  },
  {
    query: 'sink',
    answeredBy: ['/consume-data/egress-sinks'],
    why: 'Short for egress sink.',
  },
  {
    query: 'api token',
    answeredBy: ['/manage-access', '/api'],
    why: 'Automation authenticates with API keys, which readers often call tokens.',
  },
  {
    query: 'postgres',
    answeredBy: ['/consume-data/egress-sinks/sql'],
    why: 'The SQL sink writes to PostgreSQL.',
  },
  // Tasks.
  {
    query: 'connect a device',
    answeredBy: ['/connect-devices/tutorial-connect-device', '/connect-devices'],
    why: 'The tutorial that connects a first device, or the guide it belongs to.',
  },
  {
    query: 'send telemetry',
    answeredBy: ['/send-data', '/send-data/tutorial-send-data'],
    why: 'How devices send telemetry, and the tutorial that does it.',
  },
  {
    query: 'invite a colleague',
    answeredBy: ['/manage-access/users', '/manage-access/tutorial-create-workspace'],
    why: 'Users explains invitations; the workspace tutorial invites a colleague.',
  },
  {
    query: 'install cli',
    answeredBy: ['/cli'],
    why: 'The CLI page starts with its installation.',
  },
  {
    query: 'databricks',
    answeredBy: ['/consume-data/egress-sinks/delta/tutorial-databricks'],
    why: 'The tutorial that queries device data in Databricks.',
  },
  {
    query: 'acknowledge alert',
    answeredBy: [
      '/monitor-devices',
      '/monitor-devices/tutorial-inspect-alerts',
      '/api/reference/acknowledge-alert',
    ],
    why: 'The guide, the tutorial step and the operation all answer it.',
  },
  {
    query: 'approve provisioning operation',
    answeredBy: [
      '/api/reference/approve-provisioning-operation',
      '/cli/reference/spotf/provisioning-operation/approve',
      '/connect-devices/tutorial-connect-device',
    ],
    why: 'The operation, the command, or the tutorial step that approves a device.',
  },
  // Operations: the operation or command page stays near the top.
  {
    query: 'delete a device',
    answeredBy: ['/api/reference/delete-device', '/cli/reference/spotf/device/delete'],
    why: 'The API operation and the CLI command that delete a device.',
  },
  {
    query: 'create provisioning token',
    answeredBy: [
      '/api/reference/create-provisioning-token',
      '/cli/reference/spotf/provisioning-token/create',
    ],
    why: 'The API operation and the CLI command that create one.',
  },
  {
    query: 'list streams',
    answeredBy: ['/api/reference/list-streams', '/cli/reference/spotf/stream/list'],
    why: 'The API operation and the CLI command that list streams.',
  },
  {
    query: 'revoke api key',
    answeredBy: ['/api/reference/revoke-api-key'],
    why: 'The operation that revokes a key.',
  },
  {
    query: 'reported properties history',
    answeredBy: ['/api/reference/get-reported-properties-history'],
    why: 'The operation that returns earlier reported properties.',
  },
  {
    query: 'cloud to device message',
    answeredBy: ['/api/reference/send-cloud-to-device-message'],
    why: 'The operation that sends a message to a device.',
  },
  // CLI commands.
  {
    query: 'spotf stream-group create-or-update',
    answeredBy: ['/cli/reference/spotf/stream-group/create-or-update'],
    why: 'The command page of that name.',
  },
  {
    query: 'spotf login',
    answeredBy: ['/cli/reference/spotf/login'],
    why: 'The command page of that name.',
  },
  {
    query: 'spotf workspace use',
    answeredBy: ['/cli/reference/spotf/workspace/use'],
    why: 'The command that sets the default workspace.',
  },
  {
    query: 'egress-route create-or-update s3',
    answeredBy: ['/cli/reference/spotf/stream/egress-route/create-or-update/s3'],
    why: 'The command that routes a stream to an S3 sink.',
  },
  // Error codes.
  {
    query: '423',
    answeredBy: ['/manage-access/workspaces', '/api'],
    why: 'A disabled workspace answers 423 Locked; Workspaces explains the states, the API overview its errors.',
  },
  {
    query: '429',
    answeredBy: ['/api', '/manage-access/workspaces'],
    why: 'Rate limits: the API overview lists the error and its Retry-After, Workspaces the limits.',
  },
  {
    query: '401 unauthorized',
    answeredBy: ['/api'],
    why: 'The API overview lists the error statuses and what to do.',
  },
  // Misspellings.
  {
    query: 'provisoning token',
    answeredBy: ['/connect-devices'],
    why: 'A dropped letter still finds the concept guide.',
  },
  {
    query: 'egres sink',
    answeredBy: ['/consume-data/egress-sinks'],
    why: 'A dropped letter still finds the concept guide.',
  },
  {
    query: 'telemtry',
    answeredBy: ['/send-data'],
    why: 'A dropped letter still finds the guide on sending telemetry.',
  },
  {
    query: 'acknowlege alert',
    answeredBy: [
      '/monitor-devices',
      '/monitor-devices/tutorial-inspect-alerts',
      '/api/reference/acknowledge-alert',
    ],
    why: 'A dropped letter still finds how to acknowledge alerts.',
  },
  {
    query: 'grafna',
    answeredBy: ['/visualize-data', '/visualize-data/tutorial-visualize-data'],
    why: 'A dropped letter still finds Grafana.',
  },
];
