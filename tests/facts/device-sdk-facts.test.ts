/**
 * The Device SDK's facts stay true to their sources: the acknowledgement key is a property the API document defines,
 * every latest SDK release the guides announce has its dated entry in the changelog, the guides place the switch to
 * the HTTPS upload where the SDK does, and the sections that the published SDK's own documentation links to exist
 * under the anchors it uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OPENAPI_FILE, siteFacts} from '../../plugins/facts/registry';
import {handWrittenSourceFiles} from '../support/guide-sources';
import {deviceSdkLinks} from '../support/device-sdk-links';

const repoRoot = path.resolve(__dirname, '../..');
const read = (relative: string) => fs.readFileSync(path.join(repoRoot, relative), 'utf8');

const releases = [
  {language: 'Rust', version: 'sdkRustVersion', released: 'sdkRustReleased'},
  {language: 'Python', version: 'sdkPythonVersion', released: 'sdkPythonReleased'},
  {language: 'C', version: 'sdkCVersion', released: 'sdkCReleased'},
];

/** The SDK releases a changelog section announces: `**Device SDK**: Rust 0.8.1, C 2.2.1` → `Rust 0.8.1`, `C 2.2.1`. */
function announcedReleases(changelog: string, date: string): string[] {
  const section = changelog.split(/^## /m).find((part) => part.startsWith(`${date}\n`)) ?? '';
  const line = /^\*\*Device SDK\*\*: (.+)$/m.exec(section)?.[1] ?? '';
  let language = '';
  return line
    .split(/,\s*/)
    .filter(Boolean)
    .map((entry) => {
      const words = entry.split(' ');
      // `Rust 0.6.0, 0.6.1`: a bare version belongs to the language named before it.
      if (words.length > 1) language = words[0];
      return `${language} ${words[words.length - 1]}`;
    });
}

describe('the acknowledgement key', () => {
  it('is a reported property that the API document defines', () => {
    const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    const key = String(siteFacts().raw('acknowledgementKey'));
    expect(Object.keys(document.components.schemas.ReportedProperties.properties)).toContain(key);
    expect(key).not.toContain('$');
  });
});

describe('the latest SDK releases', () => {
  const changelog = read('docs/changelog/index.mdx');

  it.each(releases)('$language has a dated changelog entry for its latest version', (release) => {
    const version = String(siteFacts().raw(release.version));
    const date = String(siteFacts().raw(release.released));
    expect(announcedReleases(changelog, date)).toContain(`${release.language} ${version}`);
  });

  it.each(['docs/device-sdk/index.mdx', 'docs/changelog/index.mdx'])(
    '%s shows the latest versions through the facts, so the two pages cannot disagree',
    (page) => {
      const source = read(page);
      for (const {version, released} of releases) {
        expect(source).toContain(`<Fact name="${version}" />`);
        expect(source).toContain(`<Fact name="${released}" />`);
      }
    },
  );

  it('reads the releases a changelog section announces', () => {
    const sample =
      '## 2025-06-02\n\n**Device SDK**: Rust 0.8.1, C 2.2.1\n\n## 2024-06-11\n\n**Device SDK**: Rust 0.6.0, 0.6.1\n';
    expect(announcedReleases(sample, '2025-06-02')).toEqual(['Rust 0.8.1', 'C 2.2.1']);
    expect(announcedReleases(sample, '2024-06-11')).toEqual(['Rust 0.6.0', 'Rust 0.6.1']);
    expect(announcedReleases(sample, '2024-01-01')).toEqual([]);
  });
});

/** The source file of the page at an address, if a page is still there: `/send-data/` is docs/send-data/index.mdx. */
function pageSource(address: string): string | undefined {
  const trimmed = address.replace(/\/$/, '');
  return [`docs${trimmed}/index.mdx`, `docs${trimmed}.mdx`, `${trimmed.slice(1)}/index.mdx`].find((file) =>
    fs.existsSync(path.join(repoRoot, file)),
  );
}

const linkedSections = deviceSdkLinks.flatMap((link) => {
  const [address, section] = link.split('#');
  return section ? [{link, page: pageSource(address), section}] : [];
});

describe('the sections the published SDK links to', () => {
  // Pages that moved are reached through the server's redirects, which tests/deploy/nginx.spec.ts follows.
  it('are on pages still at their address, except the remote configuration guide that moved', () => {
    const moved = linkedSections.filter(({page}) => !page).map(({link}) => link);
    expect(moved.every((link) => link.startsWith('/configure-devices/'))).toBe(true);
  });

  it.each(linkedSections.filter(({page}) => page))('$link is a heading of $page', ({page, section}) => {
    const headingIds = [...read(page!).matchAll(/^#{2,6} .*\{#([\w-]+)\}\s*$/gm)].map(([, id]) => id);
    expect(headingIds).toContain(section);
  });
});

describe('where the SDK switches to the HTTPS upload', () => {
  // The SDK uploads a payload that is larger than sdkFileUploadThreshold after compression (iothub/sender.rs);
  // mqttMessageMax is the platform's limit of an MQTT message, which that threshold leaves room under.
  it('is the upload threshold, never the MQTT limit', () => {
    const switchingAtMqttLimit = /(above|larger than|up to) (<Fact name="mqttMessageMax" \/>|256 KiB)/;
    const problems = handWrittenSourceFiles().flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          switchingAtMqttLimit.test(line) && /HTTPS|upload|MQTT/.test(line)
            ? [`${path.relative(repoRoot, file)}:${index + 1}`]
            : [],
        ),
    );
    expect(problems).toEqual([]);
  });
});
