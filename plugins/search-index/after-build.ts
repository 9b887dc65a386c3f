import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {apiReference} from '../../src/references';
import {operationFields, type OpenApiDocument} from './operation-fields';
import {refineSearchIndex, type SearchIndexPart} from './refine';
import {searchLocal} from './search-local';
import {synonyms} from './synonyms';

/** Where the build leaves what the index is made from, among Docusaurus's generated files (`<site>/.docusaurus`). */
const JOB_FILE = 'search-index-job.json';

type DocsVersion = {path: string; isLast: boolean; docs: Array<{permalink: string}>};

/**
 * What the search plugin's `postBuild` reads of the build: the routes, where the pages are, and
 * which docs versions hold which pages. The build records it; `writeSearchIndex` replays it.
 */
export type SearchIndexJob = {
  options: PluginOptions;
  build: Pick<Props, 'outDir' | 'baseUrl' | 'routesPaths'> & {
    siteConfig: Pick<Props['siteConfig'], 'trailingSlash'>;
    plugins: Array<{name: string; content: {loadedVersions: DocsVersion[]}}>;
  };
};

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

const jobPath = (siteDir: string) => path.join(siteDir, '.docusaurus', JOB_FILE);

/** Records, during the build's `postBuild`, what `writeSearchIndex` needs once the build has ended. */
export async function recordSearchIndexJob(
  context: LoadContext,
  options: PluginOptions,
  props: Props,
): Promise<void> {
  const docsPlugins = props.plugins.filter(({name}) => name === 'docusaurus-plugin-content-docs');
  const job: SearchIndexJob = {
    options,
    build: {
      outDir: props.outDir,
      baseUrl: props.baseUrl,
      routesPaths: props.routesPaths,
      siteConfig: {trailingSlash: props.siteConfig.trailingSlash},
      plugins: docsPlugins.map(({name, content}) => ({
        name,
        content: {
          loadedVersions: (content as {loadedVersions: DocsVersion[]}).loadedVersions.map((version) => ({
            path: version.path,
            isLast: version.isLast,
            docs: version.docs.map(({permalink}) => ({permalink})),
          })),
        },
      })),
    },
  };
  const recorded = JSON.stringify(job);
  if (!isDeepStrictEqual(JSON.parse(recorded).options, options)) {
    // A regular expression (ignoreFiles, for one) would be recorded as {} and match nothing.
    throw new Error('The search options must be plain JSON to be replayed after the build.');
  }
  await fs.writeFile(jobPath(context.siteDir), recorded);
}

/**
 * Has the search plugin write its index from copies of the built pages without their sidebar links
 * (`withoutSidebarLinks`), as its own `postBuild` would from the pages, then reworks the index
 * (`refineSearchIndex`). Run after `docusaurus build` has exited: indexing reads and parses every
 * page, and inside the build that heap came on top of the memory the bundler keeps.
 */
export async function writeSearchIndex(siteDir: string): Promise<void> {
  const recorded = await fs.readFile(jobPath(siteDir), 'utf8').catch(() => {
    throw new Error(`No build to index: ${jobPath(siteDir)} is missing. Run \`npx docusaurus build\` first.`);
  });
  const job = JSON.parse(recorded) as SearchIndexJob;
  // The plugin writes its browser constants here; the build has bundled them already.
  const generatedFilesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-local-'));
  try {
    const context = {siteDir, generatedFilesDir, siteConfig: {themeConfig: {}}} as unknown as LoadContext;
    const plugin: Plugin = searchLocal.default(context, job.options);
    const pagesDir = path.join(generatedFilesDir, 'pages');
    await copyPagesWithoutSidebarLinks(job.build.outDir, pagesDir);
    await plugin.postBuild?.({...job.build, outDir: pagesDir} as unknown as PostBuildProps);
    for (const file of (await fs.readdir(pagesDir)).filter(isIndexFile))
      await fs.copyFile(path.join(pagesDir, file), path.join(job.build.outDir, file));
  } finally {
    await fs.rm(generatedFilesDir, {recursive: true, force: true});
  }
  await refineIndexFiles(siteDir, job.build.outDir);
}

const isIndexFile = (file: string) => /^search-index.*\.json$/.test(file);

/**
 * A link of a docs sidebar that is not the page's own, as the minified page writes it: unquoted
 * attributes and no closing `</li>`. (The page's own link carries a second class, so it is quoted.)
 */
const SIDEBAR_LINK =
  /<li class="theme-doc-sidebar-item-link[^"]*"><a class=menu__link(?: tabindex=0)? href=[^\s>]+>[^<]*<\/a>(?:<\/li>)?/g;

/**
 * The page as the search plugin needs it. Of the sidebar it reads only the categories open above
 * the page, for the breadcrumb, never the links; but it parses the whole page, and an operation
 * page's sidebar lists every operation of its tag, so with the API ten times larger, each page
 * carried ten times the links for the plugin to parse and select through.
 */
export const withoutSidebarLinks = (html: string) => html.replace(SIDEBAR_LINK, '');

/** Copies each page of the build (`outDir`) into `to` without its sidebar links, at the same path. */
async function copyPagesWithoutSidebarLinks(outDir: string, to: string): Promise<void> {
  const pages = (await fs.readdir(outDir, {recursive: true})).filter(
    (file) => file.endsWith('.html') && !file.startsWith(`assets${path.sep}`),
  );
  await Promise.all(
    pages.map(async (page) => {
      const html = await fs.readFile(path.join(outDir, page), 'utf8');
      await fs.mkdir(path.dirname(path.join(to, page)), {recursive: true});
      await fs.writeFile(path.join(to, page), withoutSidebarLinks(html));
    }),
  );
}

async function refineIndexFiles(siteDir: string, outDir: string): Promise<void> {
  // One docs version, so one index file at the root of the build.
  const indexFiles = (await fs.readdir(outDir)).filter(isIndexFile);
  const openApi = JSON.parse(
    await fs.readFile(path.join(siteDir, apiReference.source), 'utf8'),
  ) as OpenApiDocument;
  const fieldsByPage = new Map(
    [...operationFields(openApi)].map(([operationId, fields]) => [
      `${apiReference.route}/${operationId}`,
      fields,
    ]),
  );
  for (const file of indexFiles) {
    const indexPath = path.join(outDir, file);
    const parts = JSON.parse(await fs.readFile(indexPath, 'utf8')) as SearchIndexPart[];
    await fs.writeFile(indexPath, JSON.stringify(refineSearchIndex(parts, synonyms, fieldsByPage)));
  }
}
