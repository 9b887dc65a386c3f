import React from 'react';

// Characters that never start Markdown or HTML syntax inside a line of text.
const INERT_TEXT = /^[\p{L}\p{N} .,;:'"()/?%$+=\-–—’°]*$/u;
// At the start of a line these make a list, a setext underline or an indented code block.
const BLOCK_START = /^(\s|[-+=]|\d+[.)])/;
// GFM turns bare web addresses into links.
const AUTOLINK = /www\.|:\/\//;

/**
 * Splits a one-line description made only of words and inline code spans into
 * alternating text and code parts (text first), or returns undefined when the
 * string has any other Markdown, which then needs the full renderer.
 */
export function plainTextParts(markdown: string): string[] | undefined {
  const text = markdown.trimEnd();
  if (!text || text.includes('\n') || BLOCK_START.test(text) || AUTOLINK.test(text)) return undefined;
  const parts = text.split('`');
  if (parts.length % 2 === 0) return undefined;
  const wellFormed = parts.every((part, index) =>
    index % 2 === 0 ? INERT_TEXT.test(part) : part.length > 0 && part.trim() === part,
  );
  return wellFormed ? parts : undefined;
}

/** The paragraph the full renderer makes of such parts. */
export function PlainText({parts}: {parts: string[]}) {
  return (
    <p>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <code key={index}>{part}</code>
        ) : (
          <React.Fragment key={index}>{part}</React.Fragment>
        ),
      )}
    </p>
  );
}
