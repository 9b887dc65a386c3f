import fs from 'node:fs';
import path from 'node:path';
import {cliReference} from '../../src/references';
import {fencedBlocks} from './fenced-blocks';

const repoRoot = path.resolve(__dirname, '../..');
const docsDir = path.join(repoRoot, 'docs');
// Written by `npm run gen` from the command model.
const generatedCliReference = path.join(repoRoot, cliReference.folder);

/** The hand-written Markdown and MDX pages under docs/, without the generated CLI reference. */
export function guideSourceFiles(dir = docsDir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === generatedCliReference ? [] : guideSourceFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The pages written by hand: the guides under docs/ and the two overview pages of the web API section. */
export function handWrittenSourceFiles(): string[] {
  const apiOverviewDir = path.join(repoRoot, 'api');
  const apiOverviewPages = fs
    .readdirSync(apiOverviewDir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(apiOverviewDir, name));
  return [...guideSourceFiles(), ...apiOverviewPages];
}

/** The language of every fenced block of the guides that names one, once per block. */
export function guideFenceLanguages(): string[] {
  return guideSourceFiles().flatMap((file) =>
    fencedBlocks(fs.readFileSync(file, 'utf8').split('\n')).flatMap(({language}) =>
      language ? [language] : [],
    ),
  );
}

/** Each guide's path from the repository root and its lines, read once per call. */
export function guideLines(): Array<{file: string; lines: string[]}> {
  return guideSourceFiles().map((file) => ({
    file: path.relative(repoRoot, file),
    lines: fs.readFileSync(file, 'utf8').split('\n'),
  }));
}

/** `file:line` of every line of the given guides that matches. */
export function linesMatching(guides: Array<{file: string; lines: string[]}>, pattern: RegExp): string[] {
  return guides.flatMap(({file, lines}) =>
    lines.flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}
