import fs from 'node:fs';
import path from 'node:path';

type RenderMermaidSvg = (source: string, options?: {transparent?: boolean; padding?: number}) => string;

/**
 * beautiful-mermaid is an ES module whose `exports` has only an `import` condition, and
 * Docusaurus loads this site's config and plugins as CommonJS (through jiti), where
 * `import 'beautiful-mermaid'` resolves with the `require` condition and fails. This finds
 * the package the way Node's resolver would and loads its `import` entry by path
 * (Node 20.19+ requires ES modules; jiti transpiles it when it loads it).
 */
function importEntryOf(packageName: string): string {
  for (const modulesDir of require.resolve.paths(packageName) ?? []) {
    const manifestPath = path.join(modulesDir, packageName, 'package.json');
    if (!fs.existsSync(manifestPath)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    return path.join(modulesDir, packageName, manifest.exports['.'].import);
  }
  throw new Error(`${packageName} is not installed; run npm install.`);
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- see importEntryOf: an import by name cannot resolve here
export const renderMermaidSVG: RenderMermaidSvg = require(
  importEntryOf('beautiful-mermaid'),
).renderMermaidSVG;
