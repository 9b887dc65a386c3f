/** A fenced code block of a Markdown source: its language, the rest of its info string, and its lines. */
export type FencedBlock = {language: string; meta: string; lines: string[]; start: number; end: number};

/** The fenced blocks of a Markdown or MDX source, indented ones (inside lists and tabs) included. */
export function fencedBlocks(lines: string[]): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: {fence: string; language: string; meta: string; start: number} | null = null;
  lines.forEach((line, index) => {
    const match = /^\s*(`{3,})([\w+-]*)(.*)$/.exec(line);
    if (!open && match) open = {fence: match[1], language: match[2], meta: match[3].trim(), start: index};
    else if (open && line.trim() === open.fence) {
      blocks.push({...open, lines: lines.slice(open.start + 1, index), end: index});
      open = null;
    }
  });
  return blocks;
}
