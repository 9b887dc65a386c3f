/**
 * Decisions of the consume-data review that a reader can check: the path rules the Delta and S3 pages state are
 * the document's patterns, the Delta page promises no table cap the document lacks, and every API call of these
 * guides goes to the host the reader set up.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fencedBlocks} from '../support/fenced-blocks';
import {guideSourceFiles} from '../support/guide-sources';
import {loadDocument, type JsonObject} from '../openapi/openapi-document';

const repoRoot = path.resolve(__dirname, '../..');
const consumeData = path.join(repoRoot, 'docs/consume-data');
const schemas = loadDocument().components.schemas;

function patternOf(schema: string, property: string): RegExp {
  const properties = schemas[schema].properties as Record<string, JsonObject>;
  return new RegExp(String(properties[property].pattern));
}

describe('route paths', () => {
  it.each([
    ['DeltaEgressRoute', 'directoryPath'],
    ['S3EgressRoute', 'targetPath'],
    ['EgressRoutePatchRequest', 'directoryPath'],
    ['EgressRoutePatchRequest', 'targetPath'],
  ])('%s.%s takes nested paths and refuses a slash at either end or an empty segment', (schema, property) => {
    const pattern = patternOf(schema, property);
    expect(['telemetry', 'telemetry/lines', 'plants/brno-2']).toEqual(
      ['telemetry', 'telemetry/lines', 'plants/brno-2'].filter((value) => pattern.test(value)),
    );
    expect(['/telemetry', 'telemetry/', 'a//b', ''].filter((value) => pattern.test(value))).toEqual([]);
  });

  it('of Delta tables use only the characters the Delta page names', () => {
    expect(patternOf('DeltaEgressRoute', 'directoryPath').test('telemetry lines')).toBe(false);
  });
});

describe('the Delta sink page', () => {
  it('states no cap on tables per sink, as neither the document nor the public docs have one', () => {
    const page = fs.readFileSync(path.join(consumeData, 'egress-sinks/delta/index.mdx'), 'utf8');
    expect(page).not.toMatch(/\b\d+ tables per sink|Tables per sink[^|\n]*\|\s*\d/i);
  });
});

describe('API calls in the consume-data guides', () => {
  it('go to $SPOTFLOW_API, which the access-token setup lets a dedicated instance change', () => {
    const fixedHost = guideSourceFiles(consumeData).flatMap((file) => {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      return fencedBlocks(lines)
        .filter(({language}) => language === 'bash')
        .flatMap(({start, lines: code}) =>
          code.flatMap((line, index) =>
            /\bcurl\b/.test(line) &&
            /\{fact:apiBaseUrl\}|\/workspaces\//.test(line) &&
            !line.includes('$SPOTFLOW_API')
              ? [`${path.relative(repoRoot, file)}:${start + index + 2}: ${line.trim()}`]
              : [],
          ),
        );
    });
    expect(fixedHost).toEqual([]);
  });
});
