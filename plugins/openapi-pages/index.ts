import fs from 'node:fs';
import path from 'node:path';
import {apiReference} from '../../src/references';
import {loadDocument, resolvedOperations, type OpenApiDocument, type ResolvedOperation} from './document';
import {operationBody} from './operation';
import {partialImports, PARTIALS_FOLDER, type Partials} from './partials';
import {tagPageBody} from './tag';
import {block, code} from './text';

/**
 * The page bodies docusaurus-plugin-openapi-docs writes into `api/reference/` (its public
 * `markdownGenerators`, `template` and `tagTemplate` options): plain MDX with tables,
 * `<details>` and tabs of code blocks, complete in the served HTML. The plugin still
 * decides the pages' IDs and the sidebar.
 */
const siteDir = path.resolve(__dirname, '../..');

let loaded: {document: OpenApiDocument; operations: ResolvedOperation[]} | undefined;
function reference() {
  if (!loaded) {
    const document = loadDocument(path.join(siteDir, apiReference.source));
    loaded = {document, operations: resolvedOperations(document)};
  }
  return loaded;
}

export const operationById = (id: string) => {
  const found = reference().operations.find((operation) => operation.operationId === id);
  if (!found) throw new Error(`No operation ${id} in ${apiReference.source}`);
  return found;
};

type Item = {id: string};
type TagItem = {tag: {name?: string}};

const TABS_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';";

export function createApiPageMD(item: Item): string {
  const {document} = reference();
  const partials: Partials = new Map();
  const body = operationBody({document, flavour: 'mdx', partials}, operationById(item.id));
  return `${[TABS_IMPORTS, ...partialImports(partials)].join('\n')}\n\n${body}\n`;
}

/** Writes every partial the pages import; returns how many. */
export function writePartials(): number {
  const {document, operations} = reference();
  const partials: Partials = new Map();
  for (const operation of operations) operationBody({document, flavour: 'mdx', partials}, operation);
  for (const tag of document.tags ?? []) tagPageBody({document, operations, partials}, tag.name);
  const folder = path.join(siteDir, apiReference.folder, PARTIALS_FOLDER);
  fs.mkdirSync(folder, {recursive: true});
  for (const [component, mdx] of partials)
    fs.writeFileSync(path.join(folder, `${component}.mdx`), `${mdx()}\n`);
  return partials.size;
}

export function createInfoPageMD(): string {
  const {document} = reference();
  const version = `Version ${code(document.info.version)}. [Download the OpenAPI document](pathname://${apiReference.download}).`;
  return `${version}\n\n${block(document.info.description, 'mdx')}\n`;
}

/** A tag's page (see ./tag), with the partials of the objects' fields it shows. */
export function createTagPageMD(item: TagItem): string {
  const {document, operations} = reference();
  const partials: Partials = new Map();
  const body = tagPageBody({document, operations, partials}, item.tag.name ?? '');
  return `${partialImports(partials).join('\n')}\n\n${body}\n`;
}

/** The same body as Markdown, for the page's Markdown copy and llms-full.txt (plugins/llms-export). */
export function operationMarkdown(id: string): string {
  const {document} = reference();
  return operationBody({document, flavour: 'md'}, operationById(id));
}

export const markdownGenerators = {createApiPageMD, createInfoPageMD, createTagPageMD};
