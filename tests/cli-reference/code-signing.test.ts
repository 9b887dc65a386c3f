/**
 * The CLI's signing certificate on /cli/security is the one the platform published, and the page does not present it
 * as the certificate of the releases made after it expired; the newest release must be the one the guides name.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteFacts} from '../../plugins/facts/registry';
import {repoRoot} from '../support/built-site';

const facts = siteFacts();
const fact = (name: string) => facts.text(name);
const changelog = fs.readFileSync(path.join(repoRoot, 'docs/changelog/index.mdx'), 'utf8');

/** CLI releases of the changelog, newest first: each `**CLI x.y.z**` under its `## YYYY-MM-DD` heading. */
function cliReleases(source: string): Array<{version: string; date: string}> {
  let date = '';
  return source.split('\n').flatMap((line) => {
    const heading = /^## (\d{4}-\d{2}-\d{2})\b/.exec(line);
    if (heading) date = heading[1];
    const release = /^\*\*CLI (\d+\.\d+\.\d+)\*\*/.exec(line);
    return release ? [{version: release[1], date}] : [];
  });
}

describe('the CLI signing certificate and the CLI releases', () => {
  const releases = cliReleases(changelog);

  it('reads the releases of the changelog', () => {
    expect(cliReleases('## 2025-01-21\n\n**CLI 1.13.0**\n\n## 2024-11-26\n**CLI 1.12.0**')).toEqual([
      {version: '1.13.0', date: '2025-01-21'},
      {version: '1.12.0', date: '2024-11-26'},
    ]);
    expect(releases.length).toBeGreaterThan(5);
  });

  it('names the newest release of the changelog as the latest version', () => {
    expect(releases[0].version).toBe(fact('cliLatestVersion'));
  });

  it('has a SHA-256 fingerprint of 64 hex digits in colon-separated pairs, shown on the security page', () => {
    expect(fact('cliSigningCertificateSha256')).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    const page = fs.readFileSync(path.join(repoRoot, 'docs/cli/security.mdx'), 'utf8');
    expect(page).toContain('<Fact name="cliSigningCertificateSha256" />');
    expect(page).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  // The published certificate expired; the releases after it are signed with one whose fingerprint no public record
  // holds, so the page must send the reader somewhere for it instead of presenting the old one as current.
  it('is not presented as the certificate of releases made after it expired', () => {
    const newer = releases.filter((release) => release.date > fact('cliSigningCertificateValidUntil'));
    expect(newer.length).toBeGreaterThan(0);
    const page = fs.readFileSync(path.join(repoRoot, 'docs/cli/security.mdx'), 'utf8');
    const section = page.slice(page.indexOf('## Code signing'), page.indexOf('### On Windows'));
    expect(section).toMatch(/after <Fact name="cliSigningCertificateValidUntil" \/>/);
    expect(section).toContain('<Fact name="supportEmail" />');
    expect(section).not.toMatch(/including the current|every release/i);
  });
});
