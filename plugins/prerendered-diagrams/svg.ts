/**
 * Turns beautiful-mermaid's SVG into one that can sit inline in a page beside others.
 *
 * - Its <style> element is dropped: inline, its `svg {}` and `text {}` rules would apply to
 *   every SVG of the page, and it imports a web font from a public CDN. The colour
 *   variables it defined live in src/css/custom.css, scoped to `.diagram`.
 * - Every id is prefixed, so two diagrams on one page do not share `#arrowhead`.
 * - The viewBox spans, left to right, exactly what is drawn plus a small margin. The renderer
 *   sizes sequence diagrams by their lifelines, so a long message beside the first or last
 *   participant ran past the edge and was cut off; and its 40px side margins cost width a
 *   column does not have. Label widths are estimated (no browser at build time), on the
 *   wide side; tests/site/diagrams.spec.ts measures them in Chromium.
 * - It becomes an image with an accessible name and description.
 */
export interface DiagramSvg {
  markup: string;
  width: number;
  height: number;
}

// Average advance of the site's sans-serif faces, in ems; DejaVu Sans, the widest
// fallback on Linux, averages about 0.58 for mixed-case text with spaces.
const AVERAGE_CHARACTER_WIDTH_EM = 0.62;
const SIDE_MARGIN = 8;

export function inlineDiagramSvg(
  rawSvg: string,
  idPrefix: string,
  text: {title: string; description: string},
): DiagramSvg {
  const withoutStyle = rawSvg.replace(/<style>[\s\S]*?<\/style>\s*/, '');
  const prefixed = withoutStyle
    .replace(/\sid="([^"]+)"/g, ` id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`);
  const [, y, , height] = viewBoxOf(prefixed);
  const {left, right} = horizontalExtent(prefixed);
  const minX = Math.floor(left - SIDE_MARGIN);
  const box = {x: minX, y, width: round(right + SIDE_MARGIN - minX), height: round(height)};
  const titleId = `${idPrefix}-title`;
  const descriptionId = `${idPrefix}-description`;
  const markup = prefixed.replace(
    /<svg\b[^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.x} ${box.y} ${box.width} ${box.height}" ` +
      `width="${box.width}" height="${box.height}" role="img" ` +
      `aria-labelledby="${titleId}" aria-describedby="${descriptionId}">` +
      `<title id="${titleId}">${escapeXml(text.title)}</title>` +
      `<desc id="${descriptionId}">${escapeXml(text.description)}</desc>`,
  );
  return {markup, width: box.width, height: box.height};
}

function viewBoxOf(svg: string): number[] {
  const viewBox = svg.match(/<svg\b[^>]*\sviewBox="([^"]+)"/)?.[1];
  if (!viewBox) throw new Error('The renderer returned an SVG without a viewBox.');
  return viewBox.split(/\s+/).map(Number);
}

/** Each text of the SVG, one entry per line (the renderer sets a label's lines as tspans). */
export function drawnTextLines(
  svg: string,
): Array<{x: number; fontSize: number; anchor: string; text: string}> {
  return [...svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)].flatMap(([, attributes, content]) => {
    const fontSize = Number(attributes.match(/\sfont-size="([^"]+)"/)?.[1] ?? 13);
    const anchor = attributes.match(/\stext-anchor="([^"]+)"/)?.[1] ?? 'start';
    const x = Number(attributes.match(/\sx="([^"]+)"/)?.[1] ?? 0);
    const spans = [...content.matchAll(/<tspan\b([^>]*)>([^<]*)<\/tspan>/g)];
    if (spans.length === 0) return [{x, fontSize, anchor, text: decodeXml(content)}];
    return spans.map(([, spanAttributes, text]) => ({
      x: Number(spanAttributes.match(/\sx="([^"]+)"/)?.[1] ?? x),
      fontSize,
      anchor,
      text: decodeXml(text),
    }));
  });
}

/**
 * Leftmost and rightmost x of everything drawn. Shapes are read from their coordinates.
 * Skipped: <defs> (arrowhead markers, in their own coordinates) and the one group the
 * renderer transforms (an actor's icon), which sits inside its actor's box and label.
 */
function horizontalExtent(svg: string): {left: number; right: number} {
  const untransformed = svg
    .replace(/<defs>[\s\S]*?<\/defs>/g, '')
    .replace(/<g\b[^>]*\stransform="[^"]*"[^>]*>[\s\S]*?<\/g>/g, '');
  const spans: Array<[number, number]> = [];
  const number = (attributes: string, name: string) =>
    Number(attributes.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1] ?? NaN);
  for (const [, tag, attributes] of untransformed.matchAll(
    /<(rect|line|circle|ellipse|polyline|polygon)\b([^>]*)>/g,
  )) {
    if (tag === 'rect')
      spans.push([number(attributes, 'x'), number(attributes, 'x') + number(attributes, 'width')]);
    if (tag === 'line') spans.push([number(attributes, 'x1'), number(attributes, 'x2')]);
    if (tag === 'circle')
      spans.push([
        number(attributes, 'cx') - number(attributes, 'r'),
        number(attributes, 'cx') + number(attributes, 'r'),
      ]);
    if (tag === 'ellipse')
      spans.push([
        number(attributes, 'cx') - number(attributes, 'rx'),
        number(attributes, 'cx') + number(attributes, 'rx'),
      ]);
    if (tag === 'polyline' || tag === 'polygon') {
      const xs = (attributes.match(/\spoints="([^"]+)"/)?.[1] ?? '')
        .trim()
        .split(/\s+/)
        .map((point) => Number(point.split(',')[0]));
      spans.push([Math.min(...xs), Math.max(...xs)]);
    }
  }
  for (const {x, fontSize, anchor, text} of drawnTextLines(untransformed)) {
    const width = text.length * fontSize * AVERAGE_CHARACTER_WIDTH_EM;
    const start = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
    spans.push([start, start + width]);
  }
  const drawn = spans.filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to));
  return {
    left: Math.min(...drawn.map(([from, to]) => Math.min(from, to))),
    right: Math.max(...drawn.map(([from, to]) => Math.max(from, to))),
  };
}

const round = (value: number) => Math.ceil(value * 10) / 10;

const XML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (character) => XML_ESCAPES[character]);

const XML_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'"};
const decodeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => XML_ENTITIES[name]);
