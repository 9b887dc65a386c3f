/** Turns the MDX sources of pages into plain Markdown for readers and language models. */
import type {ProblemType} from '../api-problem-types';

export type PageInfo = {title: string; description?: string; permalink: string};

function withHeader(page: PageInfo, body: string): string {
  const summary = page.description ? `\n> ${page.description}\n` : '';
  return `# ${page.title}\n${summary}\n${body.trim()}\n`;
}

/**
 * Keeps the prose and code of an MDX page; drops imports and `<head>` metadata and
 * turns tabs into labelled parts.
 */
export function mdxToMarkdown(source: string, page: PageInfo): string {
  let inFence = false;
  const lines = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^<head>\n[\s\S]*?\n<\/head>\n/m, '')
    .split('\n')
    .flatMap((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence || /^\s*(```|~~~)/.test(line)) return [line];
      if (/^(import|export)\s/.test(line)) return [];
      const tab = line.match(/^\s*<TabItem\b[^>]*\blabel="([^"]+)"[^>]*>\s*$/);
      if (tab) return [`**${tab[1]}**`, ''];
      if (/^\s*<\/?(Tabs|TabItem)\b[^>]*>\s*$/.test(line)) return [];
      return [line.replace(/\s*\{#[\w-]+\}\s*$/, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '')];
    });
  return withHeader(page, lines.join('\n').replace(/\n{3,}/g, '\n\n'));
}

type OpenApiParameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: {type?: string};
};
type OpenApiOperation = {
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: Array<OpenApiParameter | {$ref: string}>;
  requestBody?: {content?: Record<string, {schema?: {$ref?: string}}>};
  responses?: Record<string, {description?: string; $ref?: string}>;
};
type OpenApiDocument = {
  'x-problem-types'?: Record<string, ProblemType>;
  info: {title: string; description?: string};
  servers?: Array<{url: string}>;
  tags?: Array<{name: string; description?: string}>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    parameters?: Record<string, OpenApiParameter>;
    responses?: Record<string, {description?: string}>;
  };
};

const refName = (ref: string) => ref.split('/').pop() ?? ref;
const cell = (text = '') => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'put', 'post', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({method: method.toUpperCase(), path, operation})),
  );
}

/** An operation page as Markdown: endpoint, description, parameters, body and responses. */
export function operationToMarkdown(
  document: OpenApiDocument,
  operationId: string,
  page: PageInfo,
): string | null {
  const found = operationsOf(document).find(({operation}) => operation.operationId === operationId);
  if (!found) return null;
  const {method, path, operation} = found;
  const parameters = (operation.parameters ?? []).map((parameter) =>
    '$ref' in parameter ? document.components?.parameters?.[refName(parameter.$ref)] : parameter,
  );
  const parts = [`\`${method} ${path}\``, operation.description ?? ''];
  if (parameters.length > 0) {
    parts.push(
      '## Parameters',
      '| Name | In | Required | Description |\n| --- | --- | --- | --- |\n' +
        parameters
          .filter((parameter): parameter is OpenApiParameter => Boolean(parameter))
          .map((p) => `| \`${p.name}\` | ${p.in} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`)
          .join('\n'),
    );
  }
  const body = Object.entries(operation.requestBody?.content ?? {});
  if (body.length > 0) {
    parts.push(
      '## Request body',
      body
        .map(([type, media]) => `- \`${type}\`${media.schema?.$ref ? `: ${refName(media.schema.$ref)}` : ''}`)
        .join('\n'),
    );
  }
  parts.push(
    '## Responses',
    Object.entries(operation.responses ?? {})
      .map(
        ([status, response]) =>
          `- **${status}**: ${cell(
            response.$ref
              ? document.components?.responses?.[refName(response.$ref)]?.description
              : response.description,
          )}`,
      )
      .join('\n'),
  );
  return withHeader(page, parts.filter(Boolean).join('\n\n'));
}

/** A tag page as Markdown: the tag's description and its operations. */
export function tagToMarkdown(
  document: OpenApiDocument,
  tagName: string,
  page: PageInfo,
  linkOf: (id: string) => string,
) {
  const tag = document.tags?.find((candidate) => candidate.name === tagName);
  const operations = operationsOf(document).filter(({operation}) =>
    (operation as {tags?: string[]}).tags?.includes(tagName),
  );
  const list = operations
    .map(
      ({method, path, operation}) =>
        `- [${operation.summary ?? operation.operationId}](${linkOf(operation.operationId)}): \`${method} ${path}\``,
    )
    .join('\n');
  return withHeader(page, `${tag?.description ?? ''}\n\n## Operations\n\n${list}`);
}
