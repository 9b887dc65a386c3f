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

/**
 * Remark plugin: replaces every ```mermaid fence with `<PrerenderedDiagram>` holding the
 * finished SVG, so pages ship drawings and no diagram code. It runs while MDX compiles,
 * hence in `docusaurus start` as in the build. The component is registered in
 * src/theme/MDXComponents.tsx.
 */
export default function prerenderedDiagrams() {
  return (tree: MarkdownNode, file: {path?: string}) => {
    const visit = (node: MarkdownNode) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') {
          node.children![index] = diagramElement(child.value ?? '', file.path);
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
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
    name: 'PrerenderedDiagram',
    attributes: [
      attribute('svg', diagram.markup),
      attribute('title', diagram.title),
      attribute('minWidth', String(diagram.minWidth)),
    ],
    children: [],
  };
}
