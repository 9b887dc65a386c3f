import fs from 'node:fs';
import path from 'node:path';

const docsDir = path.resolve(__dirname, '../../docs');
// Written by plugins/cli-reference at build time from cli/spotf.yaml.
const generatedCliReference = path.join(docsDir, 'cli', 'reference');

/** The hand-written Markdown and MDX pages under docs/, without the generated CLI reference. */
export function guideSourceFiles(dir = docsDir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === generatedCliReference ? [] : guideSourceFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}
