import {esmImport, type MdxNode} from '../mdx/esm-import';
import {grammarModule, grammarOf, type GrammarName} from '../../src/prism/languages';

interface Options {
  /** Grammars every page of the docs instance needs, for code that no fence of its pages holds. */
  alwaysImport?: GrammarName[];
}

/**
 * Remark plugin: imports into each page the grammar modules of the languages its code
 * fences use. The grammars then arrive with the page's own chunk and register before it
 * renders, on the server and in the browser alike, so no block shows unhighlighted first
 * and a page without C# downloads no C# grammar.
 */
export default function remarkGrammarImports({alwaysImport = []}: Options = {}) {
  return (tree: MdxNode) => {
    const grammars = new Set<GrammarName>(alwaysImport);
    const visit = (node: MdxNode) => {
      const grammar = node.type === 'code' ? grammarOf(node.lang) : undefined;
      if (grammar) grammars.add(grammar);
      node.children?.forEach(visit);
    };
    visit(tree);
    tree.children?.unshift(...[...grammars].sort().map((grammar) => esmImport(grammarModule(grammar))));
  };
}
