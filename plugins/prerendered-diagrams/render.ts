import crypto from 'node:crypto';
import {renderMermaidSVG} from './beautifulMermaid';
import {drawnLabel, sourceLabels} from './sourceLabels';
import {drawnTextLines, inlineDiagramSvg, type DiagramSvg} from './svg';

export interface RenderedDiagram extends DiagramSvg {
  title: string;
  /** The narrowest the diagram may be drawn with every label at least 11px. */
  minWidth: number;
}

// The renderer's default of 40px on every side takes 80px of a 703px column.
const DIAGRAM_PADDING = 12;

// Below this, labels become hard to read; narrower columns scroll the diagram instead.
const SMALLEST_READABLE_LABEL_PX = 11;

/**
 * Draws one ```mermaid fence as an inline SVG, in Node and without a browser.
 * Throws, naming the problem, when the fence has no accessible title and description
 * or when a label of the source is missing from the drawing.
 */
export function renderDiagram(fence: string): RenderedDiagram {
  const {title, description, diagram} = splitAccessibleText(fence);
  const idPrefix = `diagram-${crypto.createHash('sha256').update(fence).digest('hex').slice(0, 10)}`;
  const drawing = renderMermaidSVG(diagram, {transparent: true, padding: DIAGRAM_PADDING});
  const svg = inlineDiagramSvg(drawing, idPrefix, {title, description});
  const textLines = drawnTextLines(svg.markup);
  const missing = missingLabels(diagram, textLines);
  if (missing.length > 0) {
    throw new Error(
      `The drawn diagram lacks the label(s) ${missing.map((label) => JSON.stringify(label)).join(', ')}. ` +
        'If it is a node label: beautiful-mermaid keeps a node ID as its label when an edge names ' +
        'the node before a subgraph declares it, so give the label where the node is first named.',
    );
  }
  // Shrinking to fit a column stops where the smallest label would drop below 11px.
  const smallestLabel = Math.min(...textLines.map(({fontSize}) => fontSize));
  const scale = Math.min(1, SMALLEST_READABLE_LABEL_PX / smallestLabel);
  return {...svg, title, minWidth: Math.ceil(svg.width * scale)};
}

/**
 * Mermaid's own `accTitle:` and `accDescr:` lines name and describe the diagram for
 * screen readers. The renderer does not know them, so they are taken out here.
 */
function splitAccessibleText(fence: string) {
  const lines = fence.split('\n');
  const valueOf = (key: string) =>
    lines.map((line) => line.match(new RegExp(`^\\s*${key}\\s*:\\s*(.+)$`))?.[1]).find(Boolean);
  const title = valueOf('accTitle');
  const description = valueOf('accDescr');
  if (!title || !description) {
    throw new Error(
      'A diagram needs a one-line `accTitle:` and `accDescr:` (what it shows, for readers who cannot see it).',
    );
  }
  const diagram = lines.filter((line) => !/^\s*acc(Title|Descr)\s*:/.test(line)).join('\n');
  return {title, description, diagram};
}

function missingLabels(diagram: string, textLines: ReturnType<typeof drawnTextLines>): string[] {
  const drawn = new Set(textLines.map(({text}) => drawnLabel(text)));
  return sourceLabels(diagram).filter((label) => !drawn.has(label));
}
