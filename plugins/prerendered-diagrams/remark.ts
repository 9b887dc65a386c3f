import {renderDiagram, type RenderedDiagram} from './render';

/** The few mdast fields this plugin reads or writes. */
interface MarkdownNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MarkdownNode[];
  [field: string]: unknown;
}

// Both compilations of a page (server and client) and every dev-server reload see the
// same fences; drawing each once keeps the build about a second longer, not two.
const drawn = new Map<string, RenderedDiagram>();

function drawOnce(fence: string): RenderedDiagram {
  let diagram = drawn.get(fence);
  if (!diagram) {
    diagram = renderDiagram(fence);
    drawn.set(fence, diagram);
  }
  return diagram;
}

const COMPONENT = 'PrerenderedDiagram';
const COMPONENT_MODULE = '@site/src/components/PrerenderedDiagram';

/**
 * Remark plugin: replaces every ```mermaid fence with `<PrerenderedDiagram>` holding the
 * finished SVG, so pages ship drawings and no diagram code. It runs while MDX compiles,
 * hence in `docusaurus start` as in the build. A page with a diagram gets the import of
 * the component, so no theme component has to provide it.
 */
export default function prerenderedDiagrams() {
  return (tree: MarkdownNode, file: {path?: string}) => {
    let drewAny = false;
    const visit = (node: MarkdownNode) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') {
          node.children![index] = diagramElement(child.value ?? '', file.path);
          drewAny = true;
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
    if (drewAny) tree.children?.unshift(componentImport());
  };
}

/** An MDX ESM node, with the syntax tree MDX compiles from (it does not parse `value` again). */
function componentImport(): MarkdownNode {
  const source = `'${COMPONENT_MODULE}'`;
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: COMPONENT_MODULE, raw: source},
          },
        ],
      },
    },
  };
}

function diagramElement(fence: string, sourcePath = 'a page'): MarkdownNode {
  let diagram: RenderedDiagram;
  try {
    diagram = drawOnce(fence);
  } catch (error) {
    throw new Error(`Mermaid diagram in ${sourcePath}: ${(error as Error).message}`);
  }
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('svg', diagram.markup),
      attribute('title', diagram.title),
      attribute('minWidth', String(diagram.minWidth)),
    ],
    children: [],
  };
}
