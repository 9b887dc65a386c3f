import fs from 'node:fs';
import path from 'node:path';
import {fencedBlocks} from '../../support/fenced-blocks';
import {guideSourceFiles} from '../../support/guide-sources';

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * The info-string word that exempts a block from the SDK check, for deliberate pseudo-code only. A fragment
 * needs no mark: the checks complete it (see check_python.py and c-samples.ts).
 */
export const UNCHECKED = 'unchecked';

export type CodeSample = {where: string; source: string; unchecked: boolean};

/** Every block of one language in the guides, located as `docs/page.mdx:line` of its opening fence. */
export function guideSamples(language: string, files = guideSourceFiles()): CodeSample[] {
  return files.flatMap((file) =>
    samplesIn(path.relative(repoRoot, file), fs.readFileSync(file, 'utf8'), language),
  );
}

export function samplesIn(file: string, source: string, language: string): CodeSample[] {
  return fencedBlocks(source.split('\n'))
    .filter((block) => block.language === language)
    .map((block) => ({
      where: `${file}:${block.start + 1}`,
      source: block.lines.join('\n'),
      unchecked: block.meta.split(/\s+/).includes(UNCHECKED),
    }));
}
