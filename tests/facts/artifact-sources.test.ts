/**
 * Values a reader checks against a real artifact (package versions and release dates, fingerprints and certificate
 * details, checksums, hosts and URLs, commit hashes) are never designed: each such fact in facts/facts.yaml names the
 * public record it was read from and the day it was checked, or, where no public record holds it, where the reader
 * finds the current value.
 */
import fs from 'node:fs';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {ARTIFACT_KINDS, FACTS_FILE, siteFacts, type FactDefinition} from '../../plugins/facts/registry';

/** Values that only a real artifact can settle, by their shape. */
const ARTIFACT_SHAPES: Array<[string, RegExp]> = [
  ['version', /^\d+\.\d+\.\d+$/],
  ['date', /^\d{4}-\d{2}(-\d{2})?$/],
  ['commit', /^[0-9a-f]{40}$/],
  ['checksum', /^[0-9a-f]{64}$/i],
  ['fingerprint', /^([0-9a-f]{2}:){15,}[0-9a-f]{2}$/i],
  ['URL', /^https?:\/\//],
];
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What is missing for each fact: a mark on an artifact-shaped value, or the source and date of a marked one. */
export function artifactSourceProblems(
  definitions: Record<string, FactDefinition>,
  valueOf: (name: string) => unknown,
): string[] {
  return Object.entries(definitions).flatMap(([name, fact]) => {
    const value = valueOf(name);
    const shape = fact.host
      ? 'host'
      : ARTIFACT_SHAPES.find(([, pattern]) => pattern.test(String(value)))?.[0];
    if (!fact.artifact)
      return shape ? [`${name}: a ${shape} needs \`artifact\`, \`source\` and \`checked\``] : [];
    const problems: string[] = [];
    if (!(ARTIFACT_KINDS as readonly string[]).includes(fact.artifact))
      problems.push(`${name}: unknown artifact "${fact.artifact}"`);
    if (Boolean(fact.source) === Boolean(fact.unpublished))
      problems.push(`${name}: give exactly one of \`source\` and \`unpublished\``);
    if (fact.source && !/^https:\/\/\S+$/.test(fact.source))
      problems.push(`${name}: source "${fact.source}" is not an https address`);
    if (
      fact.source?.startsWith('https://github.com/') &&
      !/\/(blob|tree|commit)\/[0-9a-f]{40}\b/.test(fact.source)
    )
      problems.push(`${name}: a repository source must pin the commit it was read at`);
    if (!DAY.test(String(fact.checked ?? '')))
      problems.push(`${name}: \`checked\` must be the day, YYYY-MM-DD`);
    return problems;
  });
}

describe('facts a reader checks against an artifact', () => {
  it('each name the public record they were read from and the day they were checked', () => {
    const {facts: definitions} = yaml.load(fs.readFileSync(FACTS_FILE, 'utf8')) as {
      facts: Record<string, FactDefinition>;
    };
    const facts = siteFacts();
    const valueOf = (name: string) => (definitions[name].columns ? undefined : facts.raw(name));
    expect(artifactSourceProblems(definitions, valueOf)).toEqual([]);
  });

  it('are found by the shape of their value, and refused without a pinned source and a day', () => {
    const definitions: Record<string, FactDefinition> = {
      version: {value: '2.1.1'},
      host: {value: 'https://api.example.com', host: true},
      limit: {value: 128},
      commit: {
        value: 'a'.repeat(40),
        artifact: 'commit',
        source: 'https://github.com/o/r/blob/main/x',
        checked: '2026-11-28',
      },
      fingerprint: {
        value: 'AB:CD',
        artifact: 'fingerprint',
        source: 'https://example.com/p',
        checked: '28.11.2026',
      },
      unpublished: {
        value: '1.0.0',
        artifact: 'package version',
        unpublished: 'the Downloads page',
        checked: '2026-11-28',
      },
    };
    const valueOf = (name: string) => definitions[name].value;
    expect(artifactSourceProblems(definitions, valueOf)).toEqual([
      'version: a version needs `artifact`, `source` and `checked`',
      'host: a host needs `artifact`, `source` and `checked`',
      'commit: a repository source must pin the commit it was read at',
      'fingerprint: `checked` must be the day, YYYY-MM-DD',
    ]);
  });
});
