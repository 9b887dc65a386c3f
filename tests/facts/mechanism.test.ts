/** The fact mechanism: facts read from their source, written into pages at build time, and wrong names caught. */
import {describe, expect, it} from 'vitest';
import {createFacts, durationInWords, siteFacts} from '../../plugins/facts/registry';
import remarkFacts from '../../plugins/facts/remark-facts';
import {resolveFactsInMarkdown} from '../../plugins/facts/markdown';
import {identity} from '../../src/identity';

const document = {
  components: {
    schemas: {
      Route: {properties: {events: {$ref: '#/components/schemas/Events'}, filter: {maxLength: 1024}}},
      Events: {type: 'array', items: {enum: ['Messages', 'Batches']}},
      Key: {properties: {lifetime: {default: '90:00:00:00'}}},
      Kinds: {mapping: {S3: {$ref: 'S3Route'}, Sql: {$ref: 'SqlRoute'}}},
    },
  },
};
const facts = createFacts(
  {
    filterMax: {pointer: '/components/schemas/Route/properties/filter/maxLength', unit: 'characters'},
    events: {pointer: '/components/schemas/Route/properties/events/items/enum', code: true},
    keyLifetime: {pointer: '/components/schemas/Key/properties/lifetime/default', duration: true},
    quota: {value: 100, unit: 'per workspace'},
    both: {template: '{quota}, each with {filterMax}'},
    missing: {pointer: '/components/schemas/Route/properties/name/maxLength'},
    kinds: {pointer: '/components/schemas/Kinds/mapping', columns: {Kind: '$key', Schema: '$ref'}},
  },
  document,
);

describe('the fact registry', () => {
  it('reads values through JSON pointers, following $refs', () => {
    expect(facts.text('filterMax')).toBe('1,024 characters');
    expect(facts.render('events')).toEqual({kind: 'list', items: ['Messages', 'Batches'], code: true});
    expect(facts.text('keyLifetime')).toBe('90 days');
    expect(facts.text('both')).toBe('100 per workspace, each with 1,024 characters');
  });

  it('renders records as a table and refuses a table where a phrase is needed', () => {
    expect(facts.render('kinds')).toEqual({
      kind: 'table',
      headers: ['Kind', 'Schema'],
      rows: [
        ['S3', 'S3Route'],
        ['Sql', 'SqlRoute'],
      ],
    });
    expect(() => facts.text('kinds')).toThrow(/fact "kinds" is a table/);
  });

  it('names the fact and the pointer that does not resolve', () => {
    expect(() => facts.text('missing')).toThrow(
      /fact "missing".*\/components\/schemas\/Route\/properties\/name/,
    );
    expect(() => facts.text('mising')).toThrow(/unknown fact "mising"/);
  });

  it('writes durations in words', () => {
    expect(durationInWords('00:01:00:00')).toBe('1 hour');
    expect(durationInWords('1:02:00:30')).toBe('1 day 2 hours 30 seconds');
  });

  it('resolves every registered fact of the site', () => {
    for (const name of siteFacts().names()) expect(() => siteFacts().render(name), name).not.toThrow();
    expect(siteFacts().text('apiHost')).toBe(new URL(identity.apiBaseUrl).host);
  });
});

type Node = {type: string; [key: string]: unknown};
const element = (type: string, name: string, attributes: Record<string, string>): Node => ({
  type,
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
  children: [],
  position: {start: {line: 7}},
});

describe('the remark plugin', () => {
  const run = (tree: Node) => {
    remarkFacts()(tree as never, {path: 'docs/page.mdx'});
    return tree;
  };

  it('replaces fact elements and tokens by the values', () => {
    const tree = run({
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'text', value: 'Up to '},
            element('mdxJsxTextElement', 'Fact', {name: 'routeFilterMaxLength'}),
          ],
        },
        {type: 'code', value: 'curl {fact:apiBaseUrl}/users/me'},
        {type: 'link', url: '{fact:portalUrl}/downloads', children: []},
      ],
    });
    expect(JSON.stringify(tree)).not.toMatch(/Fact|\{fact:/);
    const [paragraph, code, link] = tree.children as Node[];
    expect((paragraph.children as Node[])[1]).toEqual({
      type: 'text',
      value: siteFacts().text('routeFilterMaxLength'),
    });
    expect(code.value).toBe(`curl ${identity.apiBaseUrl}/users/me`);
    expect(link.url).toBe(`${identity.portalUrl}/downloads`);
  });

  it('builds the limits table with one row per limit', () => {
    const tree = run({type: 'root', children: [element('mdxJsxFlowElement', 'FactTable', {of: 'limits'})]});
    const table = (tree.children as Node[])[0];
    expect(table.type).toBe('table');
    const limits = siteFacts()
      .names()
      .filter((name) => siteFacts().definition(name).limit);
    expect((table.children as Node[]).length).toBe(limits.length + 1);
  });

  it('fails with the page, the line and the name of an unknown fact', () => {
    const tree = {type: 'root', children: [element('mdxJsxFlowElement', 'Fact', {name: 'noSuchFact'})]};
    expect(() => run(tree)).toThrow(/docs\/page\.mdx:7: unknown fact "noSuchFact"/);
    expect(() => run({type: 'root', children: [{type: 'inlineCode', value: '{fact:nope}'}]})).toThrow(
      /docs\/page\.mdx:\?: unknown fact "nope"/,
    );
  });
});

describe('facts in the Markdown copies of pages', () => {
  it('writes the values where the source has elements and tokens', () => {
    const markdown = resolveFactsInMarkdown(
      'Events: <Fact name="events" join="or" />; `curl {fact:quota}`.\n\n<FactTable of="limits" />',
      facts,
    );
    expect(markdown).toBe(
      'Events: `Messages` or `Batches`; `curl 100 per workspace`.\n\n| Limit | Value |\n| --- | --- |',
    );
  });
});
