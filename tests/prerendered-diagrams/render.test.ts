import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {renderDiagram} from '../../plugins/prerendered-diagrams/render';
import prerenderedDiagrams from '../../plugins/prerendered-diagrams/remark';
import {sourceLabels} from '../../plugins/prerendered-diagrams/sourceLabels';

const withText = (diagram: string) =>
  diagram.replace(/^(\S.*)$/m, '$1\n  accTitle: A test diagram\n  accDescr: What the test diagram shows.');

describe('labels read from a Mermaid source', () => {
  it('include node, subgraph and edge labels of a flowchart, quoted or not', () => {
    const labels = sourceLabels(`flowchart TD
  A["Device (SDK)"] -->|"route: not (id startsWith 'test-')"| B{Valid?}
  subgraph G["Stream group"]
    C[("Local<br>database")]
  end
  B -->|yes| C`);
    expect(labels).toEqual([
      "route: not (id startsWith 'test-')",
      'Device (SDK)',
      'Valid?',
      'Stream group',
      'Local',
      'database',
      'yes',
    ]);
  });

  it('include states and transitions of a state diagram', () => {
    expect(sourceLabels('stateDiagram-v2\n  [*] --> Pending : opened\n  Pending --> Done')).toEqual([
      'Pending',
      'opened',
      'Done',
    ]);
  });

  it('include participants, messages, notes and blocks of a sequence diagram', () => {
    const labels = sourceLabels(`sequenceDiagram
  participant D as Device
  participant API
  loop until approved
    D->>API: poll
  end
  Note over D,API: connected`);
    expect(labels).toEqual(['Device', 'API', 'until approved', 'poll', 'connected']);
  });
});

describe('a diagram drawn at build time', () => {
  const flowchart = withText('flowchart TD\n  A["Start"] --> B["End"]');

  it('is an image named and described by accTitle and accDescr', () => {
    const {markup} = renderDiagram(flowchart);
    expect(markup).toMatch(/^<svg [^>]*role="img"/);
    expect(markup).toContain('<title id="diagram-');
    expect(markup).toContain('>A test diagram</title>');
    expect(markup).toContain('>What the test diagram shows.</desc>');
  });

  it('needs accTitle and accDescr', () => {
    expect(() => renderDiagram('flowchart TD\n  A --> B')).toThrow(/accTitle.*accDescr/);
  });

  it('carries no style sheet, web font or id that another diagram on the page could share', () => {
    const first = renderDiagram(flowchart).markup;
    const second = renderDiagram(withText('flowchart TD\n  X["Other"] --> Y["Diagram"]')).markup;
    for (const markup of [first, second]) {
      expect(markup).not.toContain('<style');
      expect(markup).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    const ids = (markup: string) => [...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    expect(first).toMatch(/marker-end="url\(#diagram-[0-9a-f]+-arrowhead\)"/);
  });

  it('is coloured only through variables that the `.diagram svg` rule of src/css/custom.css defines', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');
    const diagramRule = css.match(/^\.diagram svg \{([^}]*)\}/m)![1];
    const defined = new Set([...diagramRule.matchAll(/^\s*(--[\w-]+):/gm)].map((match) => match[1]));
    const drawings = [
      'flowchart TD\n  subgraph G["Group"]\n    A["Start"] -->|go| B{"Valid?"}\n  end',
      'stateDiagram-v2\n  [*] --> Pending : opened\n  Pending --> Done',
      'sequenceDiagram\n  participant D as Device\n  D->>D: poll\n  Note over D: waiting',
    ].map((source) => renderDiagram(withText(source)).markup);
    const used = new Set(
      drawings.flatMap((markup) => [...markup.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1])),
    );
    expect(used.size).toBeGreaterThan(3);
    // A variable the renderer renamed is defined nowhere: that part of every diagram loses its colour.
    expect(
      [...used].filter((name) => !defined.has(name)),
      'colour variables custom.css lacks',
    ).toEqual([]);
  });

  it('fails the build when the renderer shows a node ID instead of its label', () => {
    // beautiful-mermaid 1.1.3 labels S as "S": an edge named it before the subgraph declared it.
    const late = withText('flowchart LR\n  D["Device"] --> S\n  subgraph G["Group"]\n    S["Stream"]\n  end');
    expect(() => renderDiagram(late)).toThrow(/"Stream"/);
    const early = withText(
      'flowchart LR\n  D["Device"] --> S["Stream"]\n  subgraph G["Group"]\n    S\n  end',
    );
    expect(() => renderDiagram(early)).not.toThrow();
  });

  it('widens its viewBox to hold a long message between the last two participants', () => {
    // beautiful-mermaid 1.1.3 sizes this diagram by its lifelines, 497px wide, and centres the
    // approval message on x = 336: at even 0.5em a character, it would end past x = 497.
    const {markup} = renderDiagram(
      withText(`sequenceDiagram
  participant SDK as Device SDK
  participant API as Platform HTTP API
  participant User as Technician
  SDK->>API: complete provisioning operation
  User->>API: approve the operation after comparing the verification code`),
    );
    const [x, , width] = markup
      .match(/viewBox="([^"]+)"/)![1]
      .split(' ')
      .map(Number);
    const message = markup.match(/<text x="([\d.]+)"[^>]*>approve the operation[^<]*</)!;
    const halfWidth = ('approve the operation after comparing the verification code'.length * 11 * 0.5) / 2;
    expect(x + width).toBeGreaterThan(Number(message[1]) + halfWidth);
  });
});

describe('the remark plugin', () => {
  it('replaces mermaid fences, nested ones too, imports the component once, and leaves other code alone', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'bash', value: 'spotf login'},
        {
          type: 'listItem',
          children: [{type: 'code', lang: 'mermaid', value: withText('flowchart TD\n  A["x"] --> B["y"]')}],
        },
      ],
    };
    prerenderedDiagrams()(tree, {path: 'docs/test.mdx'});
    expect(tree.children.filter((node) => node.type === 'mdxjsEsm')).toEqual([
      expect.objectContaining({
        value: "import PrerenderedDiagram from '@site/src/components/PrerenderedDiagram';",
      }),
    ]);
    expect(tree.children[1]).toMatchObject({type: 'code', lang: 'bash'});
    const diagram = (tree.children[2] as {children: Array<Record<string, unknown>>}).children[0];
    expect(diagram).toMatchObject({type: 'mdxJsxFlowElement', name: 'PrerenderedDiagram'});
    expect(diagram.attributes).toContainEqual({
      type: 'mdxJsxAttribute',
      name: 'title',
      value: 'A test diagram',
    });
  });

  it('adds no import to a page without diagrams', () => {
    const tree = {type: 'root', children: [{type: 'code', lang: 'bash', value: 'spotf login'}]};
    prerenderedDiagrams()(tree, {path: 'docs/plain.mdx'});
    expect(tree.children).toHaveLength(1);
  });

  it('names the page of a diagram it cannot draw', () => {
    const tree = {
      type: 'root',
      children: [{type: 'code', lang: 'mermaid', value: 'flowchart TD\n  A --> B'}],
    };
    expect(() => prerenderedDiagrams()(tree, {path: 'docs/broken.mdx'})).toThrow(/docs\/broken\.mdx/);
  });
});
