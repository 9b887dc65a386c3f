import codegen from 'postman-code-generators';
import {Request} from 'postman-collection';
import {deref, examplesOf, type OpenApiDocument, type ResolvedOperation, type Schema} from './document';

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
  const requirement = (operation.operation.security ?? document.security ?? [])[0];
  const schemeName = requirement && Object.keys(requirement)[0];
  if (!schemeName) return undefined;
  const scheme = document.components?.securitySchemes?.[schemeName];
  const value = scheme?.description?.match(/`Authorization: ([^`]+)`/)?.[1];
  if (!value)
    throw new Error(`Security scheme ${schemeName} does not say how to send it ("\`Authorization: …\`")`);
  return value;
}

/** A parameter's example value as URL text. */
const asText = (value: unknown) => (Array.isArray(value) ? value.map(String) : [String(value)]);

/**
 * The query a sample sends: every required parameter, and on operations that write, the optional
 * ones with an example, which carry data of the write (a message's batch ID, a time to live).
 * Optional parameters of reads filter or page the result, so the sample reads without them.
 */
function queryOf(operation: ResolvedOperation): string {
  const writes = operation.method !== 'get';
  const pairs = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .filter((parameter) => parameter.required || (writes && parameter.example !== undefined))
    .flatMap((parameter) => {
      if (parameter.example === undefined)
        throw new Error(`${operation.operationId}: ${parameter.name} has no example`);
      return asText(parameter.example).map(
        (value) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`,
      );
    });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The URL with each path parameter's example in its place. */
export function urlOf(document: OpenApiDocument, operation: ResolvedOperation): string {
  if (operation.webhook) return WEBHOOK_URL;
  const server = document.servers?.[0]?.url ?? '';
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    if (parameter?.example === undefined)
      throw new Error(`${operation.operationId}: path parameter ${name} has no example`);
    return encodeURIComponent(String(parameter.example));
  });
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
  if (authorization) header.push({key: 'Authorization', value: authorization});
  for (const parameter of operation.parameters.filter((p) => p.in === 'header' && p.required)) {
    header.push({key: parameter.name, value: String(parameter.example)});
  }
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
    return {language, code: code.trimEnd()};
  });
}
