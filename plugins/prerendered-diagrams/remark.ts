import {esmImport, type MdxNode} from '../mdx/esm-import';
import {renderDiagram, type RenderedDiagram} from './render';

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
  return (tree: MdxNode, file: {path?: string}) => {
    let drewAny = false;
    const visit = (node: MdxNode) => {
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
    if (drewAny) tree.children?.unshift(esmImport(COMPONENT_MODULE, COMPONENT));
  };
}

function diagramElement(fence: string, sourcePath = 'a page'): MdxNode {
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
