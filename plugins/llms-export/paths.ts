/** Where the Markdown copy of a page lives: `/send-data/` -> `/send-data.md`, `/` -> `/index.md`. */
export function markdownPathOf(permalink: string): string {
  const clean = permalink.replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}
