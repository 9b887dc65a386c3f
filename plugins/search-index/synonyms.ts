/**
 * Words readers type for things the platform names otherwise. At build time, a page title or
 * guide section whose text contains `platformWords` (on page `onPage`, when given) also becomes
 * findable by `readerWords`, which are indexed with it and never shown. Every entry says why.
 */
export type Synonym = {readerWords: string; platformWords: string; onPage?: string; why: string};

export const synonyms: Synonym[] = [
  {
    readerWords: 'device twin',
    platformWords: 'desired properties',
    why: 'Azure IoT Hub and AWS IoT call the pair of desired and reported properties a twin or shadow.',
  },
  {
    readerWords: 'shadow',
    platformWords: 'reported properties',
    why: 'AWS IoT calls the state a device reports its shadow.',
  },
  {
    readerWords: 'automatic device configuration',
    platformWords: 'fleet configurations',
    why: 'Azure IoT Hub’s name for what the platform calls a fleet configuration.',
  },
  {
    readerWords: 'sink destination export',
    platformWords: 'egress sinks',
    why: 'Readers shorten egress sink to sink, or describe it as a destination or an export.',
  },
  {
    readerWords: 'api token',
    platformWords: 'api keys',
    why: 'Automation signs in with an API key; many other services call that an API token.',
  },
  {
    readerWords: 'postgres',
    platformWords: 'postgresql',
    why: 'The common short name of PostgreSQL, which the stemmer does not relate to the full one.',
  },
  {
    readerWords: 'telemetry',
    platformWords: 'send data',
    why: 'Readers ask how to send telemetry; the guide and tutorial on it are called Send data.',
  },
  {
    readerWords: 'install cli setup',
    platformWords: 'installation',
    why: 'A reader asks how to install the CLI; the page’s section is called Installation.',
  },
  {
    readerWords: 'rate limit throttling',
    platformWords: 'limits',
    onPage: '/send-data/',
    why: 'Readers ask for rate limits or throttling; Send data lists the sending rate of a device under Limits. The Limits sections of other guides (remote configuration, sinks) hold sizes and counts, not rates.',
  },
  {
    readerWords:
      'error status code 400 401 403 404 409 410 412 423 429 503 bad request unauthorized forbidden not found conflict gone precondition failed locked too many requests service unavailable',
    platformWords: 'errors',
    onPage: '/api/',
    why: 'Readers search for the HTTP status they got, by its number or its reason phrase ("too many requests"); the Errors section of the API overview explains each.',
  },
  {
    readerWords: 'continuation token paging paginate next page results',
    platformWords: 'pagination',
    onPage: '/api/',
    why: 'Every list operation takes a continuationToken, so a search for it listed operations; readers also ask for the next page of results. The Pagination section of the API overview explains how to read a list to its end.',
  },
  {
    readerWords: 'idempotency idempotent key repeat resend',
    platformWords: 'retries',
    onPage: '/api/',
    why: 'Readers ask whether a request can be sent again and what the Idempotency-Key header does; the Retries section of the API overview says it for each operation, while the operations that take the header only name it.',
  },
  {
    readerWords: 'rate limit throttling 429 too many requests',
    platformWords: 'limits and quotas',
    onPage: '/api/',
    why: 'The request rate limits of the API, which answer 429, are in the Limits and quotas section of the API overview; the Limits sections of the guides are about devices and sinks.',
  },
  {
    readerWords: 'version versioning breaking changes deprecated',
    platformWords: 'versioning and deprecation',
    onPage: '/api/',
    why: 'Readers ask how the API is versioned and whether a change can break their client.',
  },
  {
    readerWords: 'error response format problem details',
    platformWords: 'errors',
    onPage: '/api/',
    why: 'Readers ask what an error response looks like; the Errors section shows the problem details every failed call answers with.',
  },
  // Tasks, in the verbs readers use for them.
  {
    readerWords: 'approve approval pending device',
    platformWords: 'provisioning operations',
    onPage: '/connect-devices/',
    why: 'Readers ask how to approve a device or a pending device; the platform calls the request a device makes to join a provisioning operation, and this section explains how it is approved.',
  },
  {
    readerWords: 'rotate rotation',
    platformWords: 'service accounts and api keys',
    onPage: '/manage-access/',
    why: 'Readers ask how to rotate an API key; keys are rotated by adding a new one and revoking the old, and this section gives their lifetime and revocation.',
  },
  {
    readerWords: 'database export',
    platformWords: 'sql postgresql egress sink',
    onPage: '/consume-data/egress-sinks/sql',
    why: 'Readers ask how to export data to a database; the SQL sink is the one that writes into database tables.',
  },
  {
    readerWords: 'bucket',
    platformWords: 'amazon s3 egress sink',
    why: 'Readers ask how to save data to a bucket; the page is named after the service, S3, not its buckets.',
  },
  {
    readerWords: 'download',
    platformWords: 'read data',
    onPage: '/consume-data/stream-storage/',
    why: 'Readers ask how to download what the platform stored; stream storage calls it reading the data.',
  },
  {
    readerWords: 'settings change',
    platformWords: 'desired properties',
    why: 'Desired properties are the settings a device is asked to apply; readers ask how to change a device’s settings.',
  },
  {
    readerWords: 'push bulk',
    platformWords: 'fleet configurations',
    why: 'Readers ask how to push one configuration to many devices in bulk; fleet configurations do that.',
  },
  {
    readerWords: 'command',
    platformWords: 'cloud-to-device message',
    why: 'Azure IoT and IoT Central call a message sent to a device a command.',
  },
  {
    readerWords: 'reject invalid',
    platformWords: 'message validation',
    why: 'Readers ask how to reject invalid messages; validation against the stream’s JSON Schema is how.',
  },
  {
    readerWords: 'alarm offline inactive',
    platformWords: 'alert rules',
    why: 'ThingsBoard and others call alerts alarms, and readers ask for one when a device goes offline; alert rules with an inactivity condition raise it.',
  },
  {
    readerWords: 'buffer messages',
    platformWords: 'offline behaviour and persistence',
    why: 'Readers ask whether a device buffers messages while offline; the SDK pages call it offline behaviour and persistence.',
  },
  {
    readerWords: 'send telemetry library',
    platformWords: 'device sdk',
    why: 'The Device SDK is the library a device program sends telemetry with; readers ask how to send it from their language.',
  },
  {
    readerWords: 'maximum size limit',
    platformWords: 'large messages and chunking',
    why: 'Readers ask for the maximum message size; the section on large messages states it and how bigger ones are split.',
  },
  {
    readerWords: 'compress gzip payload',
    platformWords: 'compression',
    onPage: '/send-data/',
    why: 'Readers ask how to compress or gzip a payload; the section on compressed messages is called Compression.',
  },
  {
    readerWords: 'http rest curl',
    platformWords: 'sending without the sdk',
    why: 'The section shows the HTTP request a device sends when it cannot run the SDK; readers ask for HTTP or REST.',
  },
  {
    readerWords: 'webhook',
    platformWords: 'notifications',
    onPage: '/monitor-devices/',
    why: 'Alert notifications are webhook calls; readers search for webhook notifications, and the section is called Notifications.',
  },
  {
    readerWords: 'read only viewer',
    platformWords: 'built-in roles',
    why: 'Readers ask for read-only or viewer access; the built-in roles include a reader role for each asset.',
  },
];
