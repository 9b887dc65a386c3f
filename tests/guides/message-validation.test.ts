/**
 * The judgements of the message-validation guide's worked example are the platform model's: each payload in its table
 * is checked against the schema the page saves as `climate.schema.json`, by the validation that tutorials run against.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fencedBlocks} from '../support/fenced-blocks';
import {markdownTableRows} from '../support/markdown-tables';
import {isValid} from '../tutorials/platform-model/ingress';

const page = fs.readFileSync(path.resolve(__dirname, '../../docs/send-data/message-validation.mdx'), 'utf8');
const lines = page.split('\n');

const schemaBlock = fencedBlocks(lines).find(
  ({start, language}) => language === 'json' && lines[start - 2]?.includes('`climate.schema.json`'),
);
const judgements = markdownTableRows(page)
  .filter((row) => 'Payload' in row && 'Valid' in row)
  .map((row) => ({payload: row.Payload.replace(/^`|`$/g, ''), valid: row.Valid}));

describe('the worked example of message validation', () => {
  it('saves a schema and judges payloads with it', () => {
    expect(schemaBlock, 'the json block after "Save the rules as `climate.schema.json`"').toBeDefined();
    expect(judgements.length).toBeGreaterThanOrEqual(5);
  });

  it.each(judgements)('judges $payload as the platform model does ($valid)', ({payload, valid}) => {
    const schema = JSON.parse(schemaBlock!.lines.join('\n'));
    expect(isValid(schema, payload) ? 'Yes' : 'No').toBe(valid);
  });
});
