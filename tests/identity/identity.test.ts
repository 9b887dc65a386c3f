import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiHost, identity} from '../../src/identity';
import config from '../../docusaurus.config';
import apiDocument from '../../openapi/spotflow-platform-api.json';
import {guideSourceFiles} from '../support/guide-sources';
import {filesBelow} from '../support/files';

const repoRoot = path.resolve(__dirname, '../..');

describe('product identity', () => {
  it('keeps every URL absolute and on https', () => {
    const urls = Object.entries(identity).filter(([key]) => key.endsWith('Url'));
    expect(urls.length).toBeGreaterThanOrEqual(8);
    for (const [key, value] of urls) {
      expect(new URL(value as string).protocol, key).toBe('https:');
    }
  });

  it('derives the host that `spotf --instance-uri` takes from a base URL', () => {
    expect(apiHost('https://acme.spotflow.io/')).toBe('acme.spotflow.io');
  });

  it('is the default server of the API document, shown on API pages before the explorer loads', () => {
    expect(apiDocument.servers[0].url).toBe(identity.apiBaseUrl);
  });

  it('is what the site configuration shows in the footer', () => {
    const footer = JSON.stringify(config.themeConfig.footer);
    for (const url of [
      identity.privacyPolicyUrl,
      identity.termsOfUseUrl,
      identity.blogUrl,
      identity.portalUrl,
      identity.contactUrl,
    ]) {
      expect(footer).toContain(url);
    }
    expect(config.themeConfig.footer.copyright).toContain(String(identity.copyrightYear));
  });

  it('has no field that the site does not show', () => {
    const code = [path.join(repoRoot, 'docusaurus.config.ts'), ...filesBelow(path.join(repoRoot, 'src'))]
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('identity.ts'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const pages = guideSourceFiles()
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // Guides show a field through a fact of facts/facts.yaml that names it.
    const facts = fs.readFileSync(path.join(repoRoot, 'facts/facts.yaml'), 'utf8');
    const unused = Object.entries(identity)
      .filter(
        ([key, value]) =>
          !code.includes(`identity.${key}`) &&
          !new RegExp(`^\\s*identity: ${key}$`, 'm').test(facts) &&
          !pages.includes(String(value)),
      )
      .map(([key]) => key);
    expect(unused).toEqual([]);
  });
});
