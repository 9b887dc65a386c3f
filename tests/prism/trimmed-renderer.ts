import fs from 'node:fs';
import path from 'node:path';
import {withoutExtras} from '../../plugins/prism-with-code-blocks/renderer-without-extras.js';

/**
 * Writes prism-react-renderer as the site bundles it (through the plugin's loader)
 * inside node_modules, where its own imports resolve, and returns its path.
 */
export function trimmedRendererFile(): string {
  const bundle = require.resolve('prism-react-renderer/dist/index.mjs');
  const file = path.resolve('node_modules/.cache/prism-with-code-blocks/renderer.mjs');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // The copy has no source map beside it for its comment to name.
  const source = withoutExtras(fs.readFileSync(bundle, 'utf8')).replace(/^\/\/# sourceMappingURL=.*$/m, '');
  fs.writeFileSync(file, source);
  return file;
}
