import fs from 'node:fs';
import path from 'node:path';

const PARTIAL_IMPORT = /^import\s+(\w+)\s+from\s+'([^']*\/_[^']*\.mdx)';\s*$/gm;

/**
 * Writes the content of imported MDX partials (files whose name or folder starts with `_`, which are no pages)
 * where a page places them as `<Name />` on a line of their own or as a list item (`- <Name />`), indented like
 * the element, so that the Markdown copy holds what the page shows. `@site/` paths resolve against `siteDir`, others against the page's folder.
 */
export function inlinePartials(source: string, file: string, siteDir: string): string {
  let result = source;
  for (const [, name, target] of source.matchAll(PARTIAL_IMPORT)) {
    const partialFile = target.startsWith('@site/')
      ? path.join(siteDir, target.slice('@site/'.length))
      : path.resolve(path.dirname(file), target);
    const partial = fs
      .readFileSync(partialFile, 'utf8')
      .replace(/^\{\/\*[\s\S]*?\*\/\}\n*/, '')
      .trim();
    const element = new RegExp(`^([ \\t]*(?:[-*] )?)<${name}\\s*/>[ \\t]*$`, 'gm');
    result = result.replace(element, (_, lead: string) => {
      const indent = ' '.repeat(lead.length);
      return partial
        .split('\n')
        .map((line, index) => (index === 0 ? lead + line : line ? indent + line : line))
        .join('\n');
    });
  }
  return result;
}
