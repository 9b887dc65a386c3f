import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadModel} from './model';
import {renderReference, type GeneratedFile} from './render';

export type CliReferenceOptions = {
  /** The command model, relative to the site folder: `cli/spotf.yaml`. */
  modelPath: string;
  /** Folder of the generated pages inside the docs folder: `docs/cli/reference`. */
  outputDir: string;
};

const DOCS_DIR = 'docs';

/** Reads and validates the model, and renders the reference for the docs folder it will be written to. */
export function buildReference(siteDir: string, options: CliReferenceOptions): GeneratedFile[] {
  const outputDir = path.resolve(siteDir, options.outputDir);
  const docsDir = path.resolve(siteDir, DOCS_DIR);
  const docIdBase = path.relative(docsDir, outputDir).split(path.sep).join('/');
  if (!docIdBase || docIdBase.startsWith('..') || path.isAbsolute(docIdBase)) {
    throw new Error(`cli-reference: outputDir ${options.outputDir} must be a folder inside ${DOCS_DIR}/`);
  }
  const model = loadModel(path.resolve(siteDir, options.modelPath));
  return renderReference(model, {
    routeBase: `/${docIdBase}`,
    docIdBase,
    modelPath: options.modelPath,
  });
}

/** Deletes the output folder and writes every file anew. */
export function writeReference(outputDir: string, files: GeneratedFile[]): void {
  fs.rmSync(outputDir, {recursive: true, force: true});
  for (const file of files) {
    const target = path.join(outputDir, file.path);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.content);
  }
}

/** Brings the output folder in line with `files`, touching only files that changed (for the dev server). */
function syncReference(outputDir: string, files: GeneratedFile[]): void {
  const wanted = new Map(files.map((file) => [path.join(outputDir, file.path), file.content]));
  for (const file of filesBelow(outputDir)) if (!wanted.has(file)) fs.rmSync(file);
  for (const [file, content] of wanted) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  }
}

function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

function hashOf(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Keeps the `spotf` command reference in step with its model in the dev server.
 *
 * `npm run gen` writes the pages before `start` and `build` (scripts/generate-references.ts), so the docs plugin
 * reads them like hand-written pages. The dev server watches the model and loads content again when it changes:
 * only then are the pages regenerated, and an invalid model shows an error naming the faulty entry.
 */
export default function cliReferencePlugin(context: LoadContext, options: CliReferenceOptions): Plugin {
  const modelFile = path.resolve(context.siteDir, options.modelPath);
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  let loadedFrom: string | undefined;

  return {
    name: 'cli-reference',
    getPathsToWatch() {
      return [modelFile];
    },
    async loadContent() {
      const current = hashOf(modelFile);
      if (loadedFrom !== undefined && current !== loadedFrom) {
        syncReference(outputDir, buildReference(context.siteDir, options));
      }
      loadedFrom = current;
    },
  };
}
