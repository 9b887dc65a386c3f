import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, it} from 'vitest';
import {writeSearchIndex} from '../../plugins/search-index/after-build';

it('says to build first when no build has recorded its pages', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unbuilt-site-'));
  try {
    await expect(writeSearchIndex(siteDir)).rejects.toThrow(
      /search-index-job\.json is missing\. Run `npx docusaurus build` first/,
    );
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});
