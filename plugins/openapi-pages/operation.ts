import {
  deref,
  schemaName,
  examplesOf,
  type Header,
  type MediaType,
  type OpenApiDocument,
  type Parameter,
  type ResolvedOperation,
  type Response,
  type Schema,
} from './document';
import {credentialLine} from './credential';
import {sampleNotes, samplesOf, WEBHOOK_URL} from './samples';
import {describe, fieldsOf, typeOf, type Direction} from './schema';
import {usePartial, type Partials} from './partials';
import {nodeAt} from '../openapi-document';
import {
  block,
  cell,
  code,
  details,
  fenced,
  fieldsTable,
  HEADERS_TABLE_CLASS,
  kebabSlug,
  restated,
  type Flavour,
} from './text';

/**
 * On a page, `partials` collects the partials it imports (see ./partials); `direction` is the way
 * the body being written travels (see ./schema).
 */
type Context = {document: OpenApiDocument; flavour: Flavour; partials?: Partials; direction?: Direction};

/** Class names the site's stylesheet and the search index's settings refer to. */
export const REFERENCE_CLASSES = {
  endpoint: 'api-endpoint',
  method: 'api-method-badge',
  errorResponses: 'api-error-responses',
} as const;

const isSuccess = (status: string) => /^[123]/.test(status);

function parametersTable(context: Context, parameters: Parameter[]): string {
  const rows = parameters.map((parameter) => {
    const marker = parameter.required ? ' *required*' : '';
    const description = [
      cell(parameter.description, context.flavour),
      parameter.schema
        ? describe({...context}, {...parameter.schema, description: undefined}, parameter.example)
        : '',
    ]
      .filter(Boolean)
      .join(' ');
    const type = parameter.schema ? typeOf(context, parameter.schema) : '';
    return `| ${code(parameter.name)}${marker} | ${parameter.in} | ${type} | ${description} |`;
  });
  return fieldsTable(context.flavour, ['Name', 'In', 'Type', 'Description'], rows);
}

function headersTable(context: Context, headers: Record<string, Header | {$ref: string}>): string {
  const rows = Object.entries(headers).map(([name, reference]) => {
    const header = deref(context.document, reference);
    const description = [
      cell(header.description, context.flavour),
      header.schema ? describe(context, {...header.schema, description: undefined}, header.example) : '',
    ]
      .filter(Boolean)
      .join(' ');
    return `| ${code(name)} | ${header.schema ? typeOf(context, header.schema) : ''} | ${description} |`;
  });
  return fieldsTable(context.flavour, ['Header', 'Type', 'Description'], rows, HEADERS_TABLE_CLASS);
}

/** Each named example of a media type, titled by its summary, as a JSON (or text) block. */
function examplesBlock(context: Context, mediaType: string, media: MediaType): string {
  return examplesOf(context.document, media)
    .map(({name, example}) => {
      const title = example.summary ?? name;
      const body =
        typeof example.value === 'string' && !mediaType.includes('json')
          ? fenced('text', example.value)
          : fenced('json', JSON.stringify(example.value, null, 2));
      return `${restated(context.flavour, `Example: ${title}`)}\n\n${body}`;
    })
    .join('\n\n');
}

/**
 * A body of each media type: its fields, then its examples. In a shared response, which several
 * partials may put on one page, each media type's heading gets an ID named after the response.
 */
function contentBlock(
  context: Context,
  content: Record<string, MediaType>,
  level: string,
  sharedName?: string,
): string {
  return Object.entries(content)
    .map(([mediaType, media]) => {
      const id = sharedName ? ` {#${kebabSlug(`${sharedName}-${mediaType}`)}}` : '';
      const fields = media.schema ? schemaFields(context, media.schema) : '';
      return [`${level} ${code(mediaType)}${id}`, fields, examplesBlock(context, mediaType, media)]
        .filter(Boolean)
        .join('\n\n');
    })
    .join('\n\n');
}

/**
 * The fields of a body's schema; on a page, a named schema's fields are a partial. A schema with
 * read-only or write-only fields shows other fields in a request, which get a partial of their own.
 */
function schemaFields(context: Context, schema: Schema): string {
  const name = schemaName(schema);
  if (!context.partials || !name) return fieldsOf(context, schema);
  const inline = {...context, partials: undefined};
  const fields = fieldsOf(inline, schema);
  const ownRequestFields =
    context.direction === 'request' && fields !== fieldsOf({...inline, direction: 'response'}, schema);
  return usePartial(context.partials, `Schema${name}${ownRequestFields ? 'Request' : ''}`, () => fields);
}

/** The fields of an object as the responses that return it show them (on a page, a partial). */
export const returnedFields = (context: Context, schema: Schema) =>
  schemaFields({...context, direction: 'response'}, schema);

/**
 * What a response says below its status: description, headers, fields and examples. An
 * error's body (the same problem details on every operation) folds into a `<details>`, which
 * opens without JavaScript.
 */
function responseContent(context: Context, response: Response, folded: boolean, sharedName?: string) {
  const body: string[] = [];
  if (response.headers && Object.keys(response.headers).length > 0) {
    body.push(headersTable(context, response.headers));
  }
  if (response.content) body.push(contentBlock(context, response.content, '####', sharedName));
  const shown =
    folded && body.length > 0
      ? [details(context.flavour, 'Headers, fields and examples', body.join('\n\n'))]
      : body;
  return [block(response.description, context.flavour), ...shown].filter(Boolean).join('\n\n');
}

/** A response under its status; on a page, a response the document shares is a partial. */
function responseBlock(
  pageContext: Context,
  [status, response, sharedName]: ResolvedOperation['responses'][number],
) {
  const context: Context = {...pageContext, direction: 'response'};
  const folded = !isSuccess(status);
  const content =
    context.partials && sharedName
      ? usePartial(context.partials, `Response${sharedName}`, () =>
          responseContent({...context, partials: undefined}, response, folded, sharedName),
        )
      : responseContent(context, response, folded);
  return `### ${status}\n\n${content}`;
}

function samplesBlock(context: Context, operation: ResolvedOperation): string {
  const samples = samplesOf(context.document, operation);
  if (context.flavour === 'md') {
    return samples
      .map(({language, code: sample}) => `**${language.label}**\n\n${fenced(language.fence, sample)}`)
      .join('\n\n');
  }
  const tabs = samples.map(
    ({language, code: sample}) =>
      `<TabItem value="${language.id}" label="${language.label}">\n\n${fenced(language.fence, sample)}\n\n</TabItem>`,
  );
  return `<Tabs groupId="api-sample-language" queryString="language">\n\n${tabs.join('\n\n')}\n\n</Tabs>`;
}

/** Which secret signed the example delivery, so a reader can try their verification on it. */
function signedExampleNote(document: OpenApiDocument, operation: ResolvedOperation): string[] {
  const signature = operation.parameters.find((parameter) => parameter['x-example-signature']);
  const secret = signature?.['x-example-signature']?.secret;
  if (!signature || !secret) return [];
  return [
    `The example is signed with the example ${code('webhookSecret')} ${code(String(nodeAt(document, secret)))}: its ${code(signature.name)} is the one your verification must compute from the example body as the samples send it.`,
  ];
}

function endpointLine(context: Context, operation: ResolvedOperation): string {
  const method = operation.method.toUpperCase();
  const url = operation.webhook
    ? WEBHOOK_URL
    : `${context.document.servers?.[0]?.url ?? ''}${operation.path}`;
  if (context.flavour === 'md') return `\`${method} ${url}\``;
  // A string expression, so MDX neither reads the path's braces as code nor links the URL.
  return `<p className="${REFERENCE_CLASSES.endpoint}"><span className="${REFERENCE_CLASSES.method} ${REFERENCE_CLASSES.method}--${operation.method}">${method}</span> <code>{${JSON.stringify(url)}}</code></p>`;
}

/**
 * The body of an operation page below its title: endpoint, credential, description,
 * parameters, request body, responses and samples. The same function writes the page's MDX
 * and its Markdown copy, so both carry the same tables and examples.
 */
export function operationBody(context: Context, operation: ResolvedOperation): string {
  const {document, flavour} = context;
  const parts = [
    endpointLine(context, operation),
    credentialLine(document, operation, flavour),
    block(operation.operation.description, flavour),
  ];
  if (operation.webhook) {
    parts.push(
      `Sent to the ${code('webhookUrl')} of the alert rule, written ${code(WEBHOOK_URL)} in the samples.`,
      ...signedExampleNote(document, operation),
    );
  }
  parts.push('## Request');
  const parameters = operation.parameters.filter((p) => p.in !== 'cookie');
  if (parameters.length > 0) parts.push('### Parameters', parametersTable(context, parameters));
  if (operation.requestBody) {
    parts.push(
      '### Body',
      [
        operation.requestBody.required ? '*Required.*' : '*Optional.*',
        block(operation.requestBody.description, flavour),
      ]
        .filter(Boolean)
        .join(' '),
      // A webhook's request is what the reader's endpoint receives, as a response would be.
      contentBlock(
        {...context, direction: operation.webhook ? 'response' : 'request'},
        operation.requestBody.content,
        '####',
      ),
    );
  }
  parts.push('## Responses');
  const success = operation.responses.filter(([status]) => isSuccess(status));
  const errors = operation.responses.filter(([status]) => !isSuccess(status));
  parts.push(...success.map((response) => responseBlock(context, response)));
  if (errors.length > 0) {
    const errorBlocks = errors.map((response) => responseBlock(context, response)).join('\n\n');
    parts.push(
      flavour === 'mdx'
        ? `<div className="${REFERENCE_CLASSES.errorResponses}">\n\n${errorBlocks}\n\n</div>`
        : errorBlocks,
    );
  }
  parts.push('## Samples', ...sampleNotes(document, operation), samplesBlock(context, operation));
  return parts.filter(Boolean).join('\n\n');
}
