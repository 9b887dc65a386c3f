import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {handWrittenSourceFiles} from '../support/guide-sources';
import {repoRoot} from '../support/built-site';

// src/theme/ replaces five theme components with nothing (breadcrumbs, the version banner
// and badge, the page footer, the unlisted and draft banners), because the settings below
// make the originals render nothing. If a setting changes, these tests name it, and the
// replacement must go.
type DocsOptions = {
  breadcrumbs?: boolean;
  editUrl?: unknown;
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
};

const [, classic] = config.presets[0] as [string, {docs: DocsOptions}];
const apiDocs = (config.plugins as unknown[]).find(
  (plugin) => Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-content-docs',
) as [string, DocsOptions & {id: string}];
const instances: Array<[string, DocsOptions]> = [
  ['default', classic.docs],
  [apiDocs[1].id, apiDocs[1]],
];

describe.each(instances)('the %s docs instance', (id, options) => {
  it('shows no breadcrumbs (src/theme/DocBreadcrumbs)', () => {
    expect(options.breadcrumbs).toBe(false);
  });

  it('has one version, so no version banner or badge (src/theme/DocVersionBanner, DocVersionBadge)', () => {
    const versionsFile = id === 'default' ? 'versions.json' : `${id}_versions.json`;
    expect(fs.existsSync(path.join(repoRoot, versionsFile))).toBe(false);
  });

  it('links no editor and shows no last update (src/theme/DocItem/Footer)', () => {
    expect(options.editUrl).toBeUndefined();
    expect(options.showLastUpdateTime ?? false).toBe(false);
    expect(options.showLastUpdateAuthor ?? false).toBe(false);
  });
});

describe('the front matter of every page', () => {
  const sources = handWrittenSourceFiles();
  const frontMatter = (file: string) =>
    /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const setting = (key: string) =>
    sources.filter((file) => new RegExp(`^${key}:`, 'm').test(frontMatter(file)));

  it('sets no tags, which the page footer would show (src/theme/DocItem/Footer)', () => {
    expect(setting('tags')).toEqual([]);
  });

  it('makes no page unlisted or a draft, which would need a banner (src/theme/ContentVisibility)', () => {
    expect([...setting('unlisted'), ...setting('draft')]).toEqual([]);
  });
});
