import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';
import cliReferencePlugin from '../../plugins/cli-reference';
import {cliReference} from '../../src/references';

const repoRoot = path.resolve(__dirname, '../..');
let siteDir = '';

afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

describe('the cli-reference plugin', () => {
  it('leaves generation to `npm run gen`, and regenerates only when the dev server sees the model change', async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-site-'));
    const modelFile = path.join(siteDir, cliReference.source);
    fs.mkdirSync(path.dirname(modelFile), {recursive: true});
    fs.copyFileSync(path.join(repoRoot, cliReference.source), modelFile);
    const outputDir = path.join(siteDir, cliReference.folder);

    const plugin = cliReferencePlugin({siteDir} as LoadContext, {
      modelPath: cliReference.source,
      outputDir: cliReference.folder,
    });
    await plugin.loadContent!();
    expect(fs.existsSync(outputDir)).toBe(false);
    expect(plugin.getPathsToWatch!()).toEqual([modelFile]);

    fs.appendFileSync(modelFile, '\n# edited in the dev server\n');
    await plugin.loadContent!();
    expect(fs.existsSync(path.join(outputDir, 'spotf/login.mdx'))).toBe(true);
  });
});
