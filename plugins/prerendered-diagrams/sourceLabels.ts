/**
 * The words a reader should find in a drawn diagram, read from its Mermaid source:
 * node, state and participant labels, edge and message texts, notes and block
 * headings. The build checks the SVG against this list and the browser tests check
 * the page against it, so a renderer that drops or replaces a label is caught.
 *
 * It covers the syntax this site's diagrams use (flowchart, stateDiagram-v2,
 * sequenceDiagram), not every Mermaid construct.
 */
export function sourceLabels(source: string): string[] {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('%%') && !/^acc(Title|Descr)\s*:/.test(line));
  const kind = lines[0]?.split(/\s/)[0] ?? '';
  const body = lines.slice(1);
  const labels =
    kind === 'sequenceDiagram'
      ? sequenceLabels(body)
      : kind.startsWith('stateDiagram')
        ? stateLabels(body)
        : flowchartLabels(body);
  // A label's <br> lines are drawn as separate lines, so each line counts on its own.
  const lineLabels = labels.flatMap((label) => label.split(/<br\s*\/?>/i));
  return [...new Set(lineLabels.map((label) => label.replace(/\s+/g, ' ').trim()).filter(Boolean))];
}

/**
 * A drawn text as the label it shows. Whole labels are compared, not substrings, so that a
 * node drawn as "S" does not pass because "Stream storage" is drawn too. Sequence blocks
 * are drawn as `loop [until approved]` or `[otherwise]`.
 */
export function drawnLabel(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.match(/^(?:\w+ )?\[(.*)\]$/)?.[1] ?? trimmed;
}

const unquote = (text: string) => text.trim().replace(/^"(.*)"$/, '$1');

function flowchartLabels(lines: string[]): string[] {
  const labels: string[] = [];
  for (const line of lines) {
    const subgraph = line.match(/^subgraph\s+\w+\s*\[(.+)\]$/);
    if (subgraph) {
      labels.push(unquote(subgraph[1]));
      continue;
    }
    const edgeLabel = /\|("[^"]*"|[^|]+)\|/g;
    for (const edge of line.matchAll(edgeLabel)) labels.push(unquote(edge[1]));
    // Node shapes: [text], (text), {text}, [(text)], ([text]), [[text]], ((text)).
    for (const node of line
      .replace(edgeLabel, ' ')
      .matchAll(/\w+\s*(?:\[\(|\(\[|\[\[|\(\(|\[|\(|\{)\s*("[^"]*"|[^\])}"]+)/g)) {
      labels.push(unquote(node[1]));
    }
  }
  return labels;
}

function stateLabels(lines: string[]): string[] {
  const labels: string[] = [];
  for (const line of lines) {
    const transition = line.match(/^(\S+)\s*-->\s*([^:\s]+)\s*(?::\s*(.+))?$/);
    if (transition) {
      const [, from, to, text] = transition;
      for (const state of [from, to]) if (state !== '[*]') labels.push(state);
      if (text) labels.push(text);
      continue;
    }
    const composite = line.match(/^state\s+(\w+)\s*\{$/);
    if (composite) labels.push(composite[1]);
  }
  return labels;
}

function sequenceLabels(lines: string[]): string[] {
  const labels: string[] = [];
  for (const line of lines) {
    const participant = line.match(/^(?:participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/);
    if (participant) {
      labels.push(participant[2] ?? participant[1]);
      continue;
    }
    const message = line.match(/^[^-:]+?-[-)x>]*>+[+-]?[^:]+:\s*(.+)$/);
    const note = line.match(/^Note\s+(?:over|left of|right of)\s+[^:]+:\s*(.+)$/);
    const block = line.match(/^(?:loop|alt|else|opt|par|and|critical|break)\s+(.+)$/);
    const text = note?.[1] ?? message?.[1] ?? block?.[1];
    if (text) labels.push(text);
  }
  return labels;
}
