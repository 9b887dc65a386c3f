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
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return [inFence ? openingForReaders(line) : line];
      }
      if (inFence) return [line];
      if (/^(import|export)\s/.test(line)) return [];
      const tab = line.match(/^\s*<TabItem\b[^>]*\blabel="([^"]+)"[^>]*>\s*$/);
      if (tab) return [`**${tab[1]}**`, ''];
      if (/^\s*<\/?(Tabs|TabItem)\b[^>]*>\s*$/.test(line)) return [];
      return [line.replace(/\s*\{#[\w-]+\}\s*$/, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '')];
    });
  return withHeader(page, lines.join('\n').replace(/\n{3,}/g, '\n\n'));
}

/**
 * An opening fence as a reader needs it: the language and the file name (`title=`); the tutorial step markup after
 * them (`run`, `output vary=…`, see CONTRIBUTING.md) is for the tutorial runner only.
 */
function openingForReaders(line: string): string {
  const [, fence, language, meta] = /^(\s*(?:```|~~~)+)([\w+-]*)(.*)$/.exec(line)!;
  const title = /\btitle="[^"]*"/.exec(meta)?.[0];
  return `${fence}${language}${title ? ` ${title}` : ''}`;
}

type OpenApiOperation = {operationId: string; summary?: string; tags?: string[]};
type OpenApiDocument = {
  'x-problem-types'?: Record<string, ProblemType>;
  info: {title: string; description?: string};
  tags?: Array<{name: string; description?: string}>;
  paths: Record<string, Record<string, OpenApiOperation>>;
};

export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'put', 'post', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({method: method.toUpperCase(), path, operation})),
  );
}

/** An operation page as Markdown: the body its page shows (plugins/openapi-pages), under its title. */
export function operationToMarkdown(body: string, page: PageInfo): string {
  return withHeader(page, body);
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
