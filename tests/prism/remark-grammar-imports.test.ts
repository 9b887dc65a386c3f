import {describe, expect, it} from 'vitest';
import remarkGrammarImports from '../../plugins/prism-with-code-blocks/remark-grammar-imports';

type Node = {type: string; lang?: string; value?: string; children?: Node[]};

const importedModules = (tree: Node) =>
  tree.children!.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);

describe('the remark plugin that imports grammars', () => {
  it("imports each grammar a page's fences use once, nested fences and short names included", () => {
    const tree: Node = {
      type: 'root',
      children: [
        {type: 'code', lang: 'bash', value: 'spotf login'},
        {type: 'mdxJsxFlowElement', children: [{type: 'code', lang: 'sh', value: 'spotf devices list'}]},
        {type: 'listItem', children: [{type: 'code', lang: 'cs', value: 'var device = new Device();'}]},
        {type: 'code', lang: 'text', value: 'plain output'},
        {type: 'code', value: 'no language'},
      ],
    };
    remarkGrammarImports()(tree);
    expect(importedModules(tree)).toEqual([
      "import '@site/src/prism/grammars/bash';",
      "import '@site/src/prism/grammars/csharp';",
    ]);
  });

  it('imports nothing into a page without highlighted code', () => {
    const tree: Node = {type: 'root', children: [{type: 'paragraph', children: []}]};
    remarkGrammarImports()(tree);
    expect(importedModules(tree)).toEqual([]);
  });

  it('imports the grammars a docs instance always needs', () => {
    const tree: Node = {type: 'root', children: []};
    remarkGrammarImports({alwaysImport: ['json']})(tree);
    expect(importedModules(tree)).toEqual(["import '@site/src/prism/grammars/json';"]);
  });
});
