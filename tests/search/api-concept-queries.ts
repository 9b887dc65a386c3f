/**
 * Queries for what every call of the web API has in common, which the overview at /api/ explains
 * section by section, and for names a reader pastes from an error or a rejection report. Each is
 * answered by one section (`/api#pagination`) or page, written as a path without a trailing slash
 * and, for a section, its anchor.
 */
export type ConceptQuery = {query: string; answeredBy: string[]; why: string};

export const apiConceptQueries: ConceptQuery[] = [
  {query: 'pagination', answeredBy: ['/api#pagination'], why: 'The overview says how every list pages.'},
  {
    query: 'continuation token',
    answeredBy: ['/api#pagination'],
    why: 'The token a list returns while more items exist; every list operation has the parameter.',
  },
  {
    query: 'next page of results',
    answeredBy: ['/api#pagination'],
    why: 'A reader who does not know the word continuation.',
  },
  {query: 'rate limit', answeredBy: ['/api#limits', '/api#errors'], why: 'The limits table and the 429 row.'},
  {
    query: '429',
    answeredBy: ['/api#errors', '/api#retries', '/api#limits'],
    why: 'The status table says what a 429 means and what to do; Retries says when to send again.',
  },
  {
    query: 'too many requests',
    answeredBy: ['/api#errors', '/api#retries', '/api#limits'],
    why: 'The name of status 429.',
  },
  {query: 'retry', answeredBy: ['/api#retries'], why: 'Which operations may be sent again, and how.'},
  {
    query: 'idempotency key',
    answeredBy: ['/api#retries'],
    why: 'The header that makes a creating POST safe to repeat is explained under Retries.',
  },
  {
    query: 'error response format',
    answeredBy: ['/api#errors'],
    why: 'The problem details every failed call answers with.',
  },
  {
    query: 'problem types',
    answeredBy: ['/api#problem-types', '/api#errors'],
    why: 'The list of every problem type with its status.',
  },
  {query: 'api versioning', answeredBy: ['/api#versioning'], why: 'How the API is versioned.'},
  {
    query: 'breaking changes',
    answeredBy: ['/api#versioning'],
    why: 'What may change within a version and how deprecation is announced.',
  },
  {query: '409 conflict', answeredBy: ['/api#errors'], why: 'The status table explains each status.'},
  {query: '401 unauthorized', answeredBy: ['/api#errors'], why: 'The status table explains each status.'},
  {query: '503', answeredBy: ['/api#errors', '/api#retries'], why: 'The status table and Retries.'},
  // Names pasted as a reader sees them.
  {
    query: 'UnknownStream',
    answeredBy: ['/send-data#stream-settings'],
    why: 'Send data explains the rejection reason of a message sent to a stream that does not exist.',
  },
  {
    query: 'deltaSchemaConflict',
    answeredBy: ['/api#problem-types'],
    why: 'The list of problem types explains each one.',
  },
  {
    query: '/problems/devices/deviceIdTaken',
    answeredBy: ['/api#problem-types'],
    why: 'A problem type as the `type` of an error body shows it.',
  },
  {
    query: '/problems/dataFlows/egressSinkInUse',
    answeredBy: ['/api#problem-types'],
    why: 'A problem type as the `type` of an error body shows it.',
  },
  // Titles the operation pages had before they became sentences, as a reader may remember them.
  {
    query: 'GET Subjects Batch',
    answeredBy: ['/api/reference/get-subjects-batch'],
    why: 'The former title of Get subjects in a batch.',
  },
  {
    query: 'CREATE OR UPDATE Stream',
    answeredBy: ['/api/reference/create-or-update-stream'],
    why: 'The former title of Create or update a stream.',
  },
];
