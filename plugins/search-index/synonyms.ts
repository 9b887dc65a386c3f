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
    why: 'Readers ask for rate limits or throttling; the pages list them under Limits.',
  },
  {
    readerWords: 'error status code 400 401 403 404 409 410 412 423 429 503',
    platformWords: 'errors',
    onPage: '/api/',
    why: 'Readers search for the HTTP status they got; the Errors section of the API overview explains each.',
  },
];
