import {describe, expect, it} from 'vitest';
import {apiHost, identity} from '../../src/identity';
import config from '../../docusaurus.config';
import apiDocument from '../../openapi/spotflow-platform-api.json';

describe('product identity', () => {
  it('names the product and the CLI', () => {
    expect(identity.productName).toBe('Spotflow IoT Platform');
    expect(identity.cliName).toBe('spotf');
  });

  it('keeps every URL absolute and on https', () => {
    const urls = Object.entries(identity).filter(([key]) => key.endsWith('Url'));
    expect(urls.length).toBeGreaterThanOrEqual(8);
    for (const [key, value] of urls) {
      expect(new URL(value as string).protocol, key).toBe('https:');
    }
  });

  it('derives the host that `spotf --instance-uri` takes from the API base URL', () => {
    expect(apiHost()).toBe('api.eu1.spotflow.io');
    expect(apiHost('https://acme.spotflow.io')).toBe('acme.spotflow.io');
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
});
