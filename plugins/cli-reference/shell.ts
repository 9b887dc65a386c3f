/** `--name` and `-n` tokens of a piece of shell text, outside quotes. */
export function flagTokens(shellText: string): string[] {
  const withoutQuotes = shellText.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, ' ');
  return [...withoutQuotes.matchAll(/(?<=^|[\s[(|])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?=$|[\s=\]|)])/g)].map(
    (match) => match[1],
  );
}

/** The part of an example's shell text that belongs to the `spotf` command starting at `start`. */
export function commandSegment(shellText: string, start: number): string {
  const rest = shellText.slice(start);
  let quote: string | null = null;
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    const char = rest[i];
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') {
      if (depth === 0) return rest.slice(0, i);
      depth--;
    } else if (depth === 0 && (char === '|' || char === ';' || char === '&' || char === '\n')) {
      if (char === '\n' && rest[i - 1] === '\\') continue;
      return rest.slice(0, i);
    }
  }
  return rest;
}
