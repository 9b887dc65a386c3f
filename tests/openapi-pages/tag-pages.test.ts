import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createTagPageMD} from '../../plugins/openapi-pages';
import {loadDocument, resolvedOperations} from '../../plugins/openapi-pages/document';
import {PARTIALS_FOLDER} from '../../plugins/openapi-pages/partials';
import {apiReference} from '../../src/references';

// A tag page introduces its resource as Stripe's do: what it is, the object it returns with its
// fields, and its operations. Ingress and Device Registration return no object of their own.
const OBJECTS: Record<string, string[]> = {
  Workspaces: ['Workspace'],
  IAM: ['Subject', 'ServiceAccount', 'ApiKey'],
  'Device Provisioning': ['ProvisioningOperation', 'ProvisioningToken'],
  'Device Registration': [],
  Devices: ['Device'],
  'Device Fleet Configurations': ['FleetConfiguration'],
  'Device Alerting': ['Alert', 'AlertRule'],
  Sites: ['Site'],
  'Data Flows': ['StreamGroup', 'Stream', 'EgressRoute', 'EgressSink'],
  Ingress: [],
};

const document = loadDocument(apiReference.source);
const operations = resolvedOperations(document);

describe('every tag page', () => {
  it('covers every tag of the document', () => {
    expect(Object.keys(OBJECTS).sort()).toEqual((document.tags ?? []).map(({name}) => name).sort());
  });

  it.each(Object.entries(OBJECTS))(
    '%s: what it is, its objects with their fields, its operations',
    (name, objects) => {
      const page = createTagPageMD({tag: {name}});
      const description = document.tags?.find((tag) => tag.name === name)?.description ?? '';
      expect(page.indexOf(description.split('\n')[0].slice(0, 60))).toBeGreaterThanOrEqual(0);
      const objectHeadings = [...page.matchAll(/^## The `(\w+)` object$/gm)].map(([, object]) => object);
      expect(objectHeadings).toEqual(objects);
      for (const object of objects) {
        const section = page.split(`## The \`${object}\` object`)[1].split('\n## ')[0];
        const partial = section.match(/<(Schema\w+) \/>/)?.[1];
        expect(partial, `${object} fields`).toBeDefined();
        const fields = fs.readFileSync(
          path.join(apiReference.folder, PARTIALS_FOLDER, `${partial}.mdx`),
          'utf8',
        );
        expect(fields).toMatch(/^\| Field \| Type \| Description \|$/m);
      }
      const listed = page.split('## Operations')[1] ?? '';
      const tagged = operations.filter(({operation}) => operation.tags?.includes(name));
      for (const {operationId} of tagged) expect(listed).toContain(`(${apiReference.route}/${operationId})`);
    },
  );
});
