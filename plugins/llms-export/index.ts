import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownPathOf} from './paths';
import {withProblemTypesMarkdown} from '../api-problem-types';
import {resolveFactsInMarkdown} from '../facts/markdown';
import {siteFacts} from '../facts/registry';
import {apiReference, cliReference} from '../../src/references';
import {operationMarkdown} from '../openapi-pages';
import {mdxToMarkdown, operationToMarkdown, tagToMarkdown, type PageInfo} from './markdown';
import {inlinePartials} from './partials';
import {loadOpenApiDocument} from '../openapi-document';

type Options = {openApiPath: string; summary: string};
type DocEntry = PageInfo & {source: string; unlisted?: boolean; draft?: boolean};
type DocsContent = {loadedVersions: Array<{docs: DocEntry[]}>};

/**
 * Writes a Markdown copy of every docs page next to it (`<route>.md`), plus
 * `/llms.txt` (an index) and `/llms-full.txt` (everything), from the sources.
 * Pages are exported whatever their robots `noindex` says.
 */
export default function llmsExportPlugin(context: LoadContext, options: Options): Plugin {
  let pages: DocEntry[] = [];

  function toMarkdown(page: DocEntry, openApi: Parameters<typeof tagToMarkdown>[0]): string {
    const file = page.source.replace(/^@site\//, `${context.siteDir}/`);
    const linkOf = (operationId: string) => markdownPathOf(`${apiReference.route}/${operationId}`);
    if (file.endsWith('.api.mdx')) {
      return operationToMarkdown(operationMarkdown(path.basename(file, '.api.mdx')), page);
    }
    if (file.endsWith('.tag.mdx')) return tagToMarkdown(openApi, page.title, page, linkOf);
    if (file.endsWith('.info.mdx')) return mdxToMarkdown(openApi.info.description ?? '', page);
    const withPartials = inlinePartials(fs.readFileSync(file, 'utf8'), file, context.siteDir);
    const source = resolveFactsInMarkdown(withPartials, siteFacts());
    return mdxToMarkdown(withProblemTypesMarkdown(source, openApi['x-problem-types'] ?? {}), page);
  }

  return {
    name: 'llms-export',
    allContentLoaded({allContent}) {
      const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
      pages = instances
        .flatMap((instance) => instance.loadedVersions.flatMap((version) => version.docs))
        .filter((doc) => !doc.draft && !doc.unlisted)
        .sort((a, b) => a.permalink.localeCompare(b.permalink));
    },
    async postBuild({outDir}) {
      const openApi = loadOpenApiDocument<Parameters<typeof tagToMarkdown>[0]>(
        path.join(context.siteDir, options.openApiPath),
      );
      const exported = pages.map((page) => ({page, markdown: toMarkdown(page, openApi)}));
      for (const {page, markdown} of exported) {
        const file = path.join(outDir, markdownPathOf(page.permalink));
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, markdown);
      }
      fs.writeFileSync(
        path.join(outDir, 'llms.txt'),
        llmsIndex(context.siteConfig.title, options.summary, pages),
      );
      fs.writeFileSync(
        path.join(outDir, 'llms-full.txt'),
        exported.map(({markdown}) => markdown).join('\n---\n\n'),
      );
    },
  };
}

/** Whether `route` (without its trailing slash) is `base` or a page below it. */
const isUnder = (base: string, route: string) => route === base || route.startsWith(`${base}/`);

const SECTIONS: Array<[string, (route: string) => boolean]> = [
  ['Guides', (route) => !isUnder('/cli', route) && !isUnder('/api', route)],
  ['CLI', (route) => isUnder('/cli', route) && !isUnder(cliReference.route, route)],
  ['CLI command reference', (route) => isUnder(cliReference.route, route)],
  ['Web API', (route) => route === '/api' || route === apiReference.route],
  ['Web API reference', (route) => route.startsWith(`${apiReference.route}/`)],
];

function llmsIndex(title: string, summary: string, pages: DocEntry[]): string {
  const sections = SECTIONS.map(([heading, belongs]) => {
    const entries = pages
      .filter((page) => belongs(page.permalink.replace(/\/$/, '') || '/'))
      .map(
        (page) =>
          `- [${page.title}](${markdownPathOf(page.permalink)})${page.description ? `: ${page.description}` : ''}`,
      );
    return `## ${heading}\n\n${entries.join('\n')}`;
  });
  return `# ${title}\n\n> ${summary}\n\nEvery page is also available as Markdown at its address with \`.md\` appended; [llms-full.txt](/llms-full.txt) holds all of them in one file.\n\n${sections.join('\n\n')}\n`;
}
