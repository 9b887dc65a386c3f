import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Props} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {expect, it} from 'vitest';
import {recordSearchIndexJob, writeSearchIndex} from '../../plugins/search-index/after-build';

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

it('refuses options that would not survive being recorded, such as a pattern of pages to leave out', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
  fs.mkdirSync(path.join(siteDir, '.docusaurus'));
  const props = {
    outDir: path.join(siteDir, 'build'),
    baseUrl: '/',
    routesPaths: ['/'],
    siteConfig: {},
    plugins: [],
  };
  try {
    await expect(
      recordSearchIndexJob(
        {siteDir} as LoadContext,
        {ignoreFiles: [/^changelog/]} as unknown as PluginOptions,
        props as unknown as Props,
      ),
    ).rejects.toThrow('must be plain JSON');
    await recordSearchIndexJob(
      {siteDir} as LoadContext,
      {ignoreFiles: ['changelog']} as unknown as PluginOptions,
      props as unknown as Props,
    );
    expect(fs.readdirSync(path.join(siteDir, '.docusaurus'))).toEqual(['search-index-job.json']);
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});
