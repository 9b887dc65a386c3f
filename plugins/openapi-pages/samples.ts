import codegen from 'postman-code-generators';
import {Request} from 'postman-collection';
import {deref, examplesOf, type OpenApiDocument, type ResolvedOperation, type Schema} from './document';
import {firstSecurityScheme} from './credential';

/** The five languages of the samples: tab label, code-fence language and postman-code-generators' names. */
export const SAMPLE_LANGUAGES = [
  {id: 'curl', label: 'curl', fence: 'bash', language: 'curl', variant: 'cURL'},
  {id: 'python', label: 'Python', fence: 'python', language: 'python', variant: 'Requests'},
  {id: 'nodejs', label: 'Node.js', fence: 'javascript', language: 'nodejs', variant: 'Axios'},
  {id: 'csharp', label: 'C#', fence: 'csharp', language: 'csharp', variant: 'HttpClient'},
  {id: 'powershell', label: 'PowerShell', fence: 'powershell', language: 'powershell', variant: 'RestMethod'},
] as const;

export type Sample = {language: (typeof SAMPLE_LANGUAGES)[number]; code: string};

/** Where a webhook goes: the URL the reader set on the alert rule. */
export const WEBHOOK_URL = '<webhook-url>';

/**
 * The header value that authenticates an operation, as its first security scheme's description
 * writes it (`Authorization: Bearer <api-key>`), so each sample names its credential.
 */
export function authorizationOf(document: OpenApiDocument, operation: ResolvedOperation): string | undefined {
  const scheme = firstSecurityScheme(document, operation);
  if (!scheme) return undefined;
  const value = scheme.description?.match(/`Authorization: ([^`]+)`/)?.[1];
  if (!value)
    throw new Error(`Security scheme ${scheme.name} does not say how to send it ("\`Authorization: …\`")`);
  return value;
}

/** A parameter's example value as URL text. */
const asText = (value: unknown) => (Array.isArray(value) ? value.map(String) : [String(value)]);

/**
 * The query a sample sends: every required parameter, and the optional ones the document marks
 * `x-sample: true` (data a reader means to send, such as a time to live). Others filter, page or
 * override what the platform fills in, so a sample that sent their examples would send what the
 * reader does not mean.
 */
function queryOf(operation: ResolvedOperation): string {
  const pairs = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .filter((parameter) => parameter.required || parameter['x-sample'])
    .flatMap((parameter) => {
      if (parameter.example === undefined)
        throw new Error(`${operation.operationId}: ${parameter.name} has no example`);
      return asText(parameter.example).map(
        (value) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`,
      );
    });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * The values a reader keeps in environment variables, as the API overview has them exported: the
 * credential of each security scheme (by the placeholder its description writes) and the workspace ID.
 */
const CREDENTIAL_VARIABLES: Record<string, string> = {
  '<api-key>': 'SPOTFLOW_TOKEN',
  '<user-access-token>': 'SPOTFLOW_TOKEN',
  '<provisioning-token>': 'SPOTFLOW_PROVISIONING_TOKEN',
  '<registration-token>': 'SPOTFLOW_REGISTRATION_TOKEN',
};
const PATH_VARIABLES: Record<string, string> = {workspaceId: 'SPOTFLOW_WORKSPACE_ID'};
/** What each variable holds, as the samples' pages tell the reader. */
const VARIABLE_MEANINGS: Record<string, string> = {
  SPOTFLOW_TOKEN: 'your access token or API key',
  SPOTFLOW_WORKSPACE_ID: 'the ID of your workspace',
  SPOTFLOW_PROVISIONING_TOKEN: "the device's provisioning token",
  SPOTFLOW_REGISTRATION_TOKEN: "the device's registration token",
  IDEMPOTENCY_KEY:
    "a new unique value for each new resource, such as a random UUID, kept for that request's repeats",
};
/** Holds a new unique value for each new resource, kept for that request's repeats (`x-retry: idempotency-key`). */
export const IDEMPOTENCY_VARIABLE = 'IDEMPOTENCY_KEY';

/** The environment variables a request names, in the order it first names them. */
const variablesOf = (code: string) => [...new Set([...code.matchAll(VARIABLE)].map((match) => match[1]))];

/** Stands for a variable until each language writes it as that language reads the environment. */
const variable = (name: string) => `__SF_${name}__`;
const VARIABLE = /__SF_([A-Z_]+?)__/g;

/** The path and query values of an operation's sample: `x-sample.path` of the operation, else each parameter's example. */
function pathValueOf(operation: ResolvedOperation, name: string): string {
  if (PATH_VARIABLES[name]) return variable(PATH_VARIABLES[name]);
  const chosen = operation.operation['x-sample']?.path?.[name];
  if (chosen !== undefined) return encodeURIComponent(chosen);
  const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
  if (parameter?.example === undefined)
    throw new Error(`${operation.operationId}: path parameter ${name} has no example`);
  return encodeURIComponent(String(parameter.example));
}

/** The URL with each path parameter's sample value in its place. */
export function urlOf(document: OpenApiDocument, operation: ResolvedOperation): string {
  if (operation.webhook) return WEBHOOK_URL;
  const server = document.servers?.[0]?.url ?? '';
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValueOf(operation, name));
  return `${server}${path}${queryOf(operation)}`;
}

/** The body the sample sends: the first media type with an example, and that example's value. */
export function sampleBodyOf(document: OpenApiDocument, operation: ResolvedOperation) {
  const content = operation.requestBody?.content ?? {};
  for (const [mediaType, media] of Object.entries(content)) {
    const [first] = examplesOf(document, media);
    if (first) return {mediaType, name: first.name, value: first.example.value, schema: media.schema};
  }
  return undefined;
}

const isBinary = (document: OpenApiDocument, schema: Schema | undefined) =>
  schema !== undefined && deref(document, schema).format === 'binary';

/** The request as a postman-collection Request, which the code generators read. */
function requestOf(document: OpenApiDocument, operation: ResolvedOperation): Request {
  const header: Array<{key: string; value: string}> = [];
  const authorization = authorizationOf(document, operation);
  if (authorization) {
    const credential = authorization.replace(/<[a-z-]+>/, (placeholder) =>
      variable(CREDENTIAL_VARIABLES[placeholder] ?? placeholder),
    );
    header.push({key: 'Authorization', value: credential});
  }
  for (const parameter of operation.parameters.filter((p) => p.in === 'header' && p.required)) {
    header.push({key: parameter.name, value: String(parameter.example)});
  }
  if (operation.operation['x-retry'] === 'idempotency-key')
    header.push({key: 'Idempotency-Key', value: variable(IDEMPOTENCY_VARIABLE)});
  const body = sampleBodyOf(document, operation);
  let requestBody: object | undefined;
  if (body?.mediaType === 'multipart/form-data') {
    // Each binary part is read from a local file named after the example, so it is a real file part.
    const properties = deref(document, body.schema ?? {}).properties ?? {};
    requestBody = {
      mode: 'formdata',
      formdata: Object.entries(body.value as Record<string, unknown>).map(([key, value]) =>
        isBinary(document, properties[key])
          ? {key, type: 'file', src: body.name}
          : {key, type: 'text', value: String(value)},
      ),
    };
  } else if (body) {
    header.push({key: 'Content-Type', value: body.mediaType});
    const raw = typeof body.value === 'string' ? body.value : JSON.stringify(body.value, null, 2);
    requestBody = {
      mode: 'raw',
      raw,
      options: {raw: {language: body.mediaType.includes('json') ? 'json' : 'text'}},
    };
  }
  return new Request({
    url: urlOf(document, operation),
    method: operation.method.toUpperCase(),
    header,
    body: requestBody,
  });
}

/** A string literal of generated code that holds a variable: its quote, and its text between the quotes. */
const LITERAL_WITH_VARIABLE = /(['"])((?:(?!\1)[^\n\\])*?__SF_[A-Z_]+?__(?:(?!\1)[^\n\\])*)\1/g;

/** Rewrites each literal that names a variable into the language's way of reading the environment. */
const READ_ENVIRONMENT: Record<Sample['language']['id'], (code: string) => string> = {
  curl: (code) =>
    code.replace(
      LITERAL_WITH_VARIABLE,
      (_, __, text: string) => `"${text.replace(/["$`\\]/g, '\\$&').replace(VARIABLE, '$$$1')}"`,
    ),
  python: (code) => {
    const rewritten = code.replace(
      LITERAL_WITH_VARIABLE,
      (_, quote: string, text: string) =>
        `f${quote}${text.replace(/[{}]/g, '$&$&').replace(VARIABLE, quote === '"' ? "{os.environ['$1']}" : '{os.environ["$1"]}')}${quote}`,
    );
    return rewritten === code ? code : `import os\n${rewritten}`;
  },
  nodejs: (code) =>
    code.replace(
      LITERAL_WITH_VARIABLE,
      (_, __, text: string) =>
        `\`${text.replace(/`|\$\{/g, '\\$&').replace(VARIABLE, '$${process.env.$1}')}\``,
    ),
  csharp: (code) =>
    code.replace(LITERAL_WITH_VARIABLE, (_, __, text: string) =>
      `"${text.replace(VARIABLE, '" + Environment.GetEnvironmentVariable("$1") + "')}"`
        .replace(/^"" \+ /, '')
        .replace(/ \+ ""$/, ''),
    ),
  powershell: (code) =>
    code.replace(
      LITERAL_WITH_VARIABLE,
      (_, __, text: string) => `"${text.replace(/["$`]/g, '`$&').replace(VARIABLE, '$${env:$1}')}"`,
    ),
};

/** The operation's request in each language, written by postman-code-generators (synchronously). */
export function samplesOf(document: OpenApiDocument, operation: ResolvedOperation): Sample[] {
  const request = requestOf(document, operation);
  return SAMPLE_LANGUAGES.map((language) => {
    let code: string | undefined;
    codegen.convert(
      language.language,
      language.variant,
      request,
      {trimRequestBody: true, followRedirect: false},
      (error: unknown, snippet: string) => {
        if (error) throw error;
        code = snippet;
      },
    );
    if (code === undefined)
      throw new Error(`${language.label} sample of ${operation.operationId} was not written`);
    return {language, code: READ_ENVIRONMENT[language.id](code).trimEnd()};
  });
}

const referenceLink = (operationId: string) => `[${operationId}](/api/reference/${operationId})`;
const listed = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Packages a sample imports that the language does not ship with (`import requests`, `require('axios')`). */
function packagesOf(sample: Sample): string[] {
  if (sample.language.id === 'python')
    return [...sample.code.matchAll(/^import (\w+)$/gm)]
      .map((m) => m[1])
      .filter((name) => name === 'requests');
  if (sample.language.id === 'nodejs')
    return [...sample.code.matchAll(/require\('([^']+)'\)/g)]
      .map((m) => m[1])
      .filter((name) => name !== 'fs');
  return [];
}

/**
 * What a reader needs before pasting an operation's samples, in Markdown: the objects the sample addresses (from
 * `x-sample.needs`), the environment variables it reads and the packages it imports.
 */
export function sampleNotes(document: OpenApiDocument, operation: ResolvedOperation): string[] {
  const samples = samplesOf(document, operation);
  const notes: string[] = [];
  const needs = operation.operation['x-sample']?.needs ?? [];
  if (needs.length > 0)
    notes.push(
      `This sample needs ${listed(needs.map((need) => need.what))}: run the ${needs.length > 1 ? 'samples' : 'sample'} of ${listed(needs.map((need) => referenceLink(need.operationId)))} first, and put the IDs ${needs.length > 1 ? 'they answer' : 'it answers'} in place of the example IDs.`,
    );
  const workspace = (document.components?.parameters?.workspaceId as {example?: unknown} | undefined)
    ?.example;
  const body = sampleBodyOf(document, operation);
  if (workspace !== undefined && JSON.stringify(body?.value ?? '').includes(String(workspace)))
    notes.push(
      `The body names the example workspace \`${String(workspace)}\`: put your workspace's ID in its place.`,
    );
  const variables = variablesOf(JSON.stringify(requestOf(document, operation)));
  if (variables.length > 0)
    notes.push(
      `Before you run a sample, export ${listed(variables.map((name) => `\`${name}\` (${VARIABLE_MEANINGS[name]})`))}, as [Make your first request](/api/#first-request) does for \`SPOTFLOW_TOKEN\`.`,
    );
  const packages = samples
    .map((sample) => ({label: sample.language.label, names: packagesOf(sample)}))
    .filter(({names}) => names.length > 0)
    .map(({label, names}) => `${label} needs ${listed(names.map((name) => `\`${name}\``))}`);
  if (packages.length > 0) notes.push(`${packages.join('; ')}.`);
  return notes;
}
