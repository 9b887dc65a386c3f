// `npm run gen`: writes both generated references from their single sources, before `start` and `build`
// (and before the type check, which reads the API sidebar).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildReference, writeReference} from '../plugins/cli-reference';
import {writePartials} from '../plugins/openapi-pages';
import {apiReference, cliReference} from '../src/references';

const siteDir = path.resolve(__dirname, '..');

const apiStarted = performance.now();
fs.rmSync(path.join(siteDir, apiReference.folder), {recursive: true, force: true});
const api = spawnSync('npx', ['docusaurus', 'gen-api-docs', 'all'], {cwd: siteDir, stdio: 'inherit'});
if (api.status !== 0) process.exit(api.status ?? 1);
const partials = writePartials();
// `npm run bench:scale` reads this time: the steps that exist only for the API reference.
const apiSeconds = (performance.now() - apiStarted) / 1000;
console.log(
  `[SUCCESS] Wrote ${partials} API reference partials to ${apiReference.folder}/; ` +
    `generating the API reference took ${apiSeconds.toFixed(2)} s.`,
);

const cliOptions = {modelPath: cliReference.source, outputDir: cliReference.folder};
const files = buildReference(siteDir, cliOptions);
writeReference(path.join(siteDir, cliReference.folder), files);
console.log(`[SUCCESS] Wrote ${files.length} CLI reference files to ${cliReference.folder}/.`);
