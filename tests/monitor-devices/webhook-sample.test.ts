/** The alert webhook delivery that the monitoring guide shows is a body the API document defines. */
import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {loadDocument, schemaValidator} from '../openapi/openapi-document';
import {fencedBlocks} from '../support/fenced-blocks';

const guide = path.resolve(__dirname, '../../docs/monitor-devices/index.mdx');

it('shows a webhook delivery that matches AlertWebhookEvent, every required alert field included', () => {
  const deliveries = fencedBlocks(fs.readFileSync(guide, 'utf8').split('\n'))
    .filter((block) => block.language === 'json' && block.lines.some((line) => line.includes('"eventId"')))
    .map((block) => JSON.parse(block.lines.join('\n')));
  expect(deliveries).toHaveLength(1);
  const validate = schemaValidator(loadDocument())('/components/schemas/AlertWebhookEvent');
  expect(validate(deliveries[0]) ? [] : validate.errors).toEqual([]);
});
