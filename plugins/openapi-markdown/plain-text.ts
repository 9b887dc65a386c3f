// Markdown punctuation that a backslash escapes (CommonMark: any ASCII punctuation).
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
const AUTOLINK = /<([a-z][a-z0-9+.-]*:[^\s<>]+)>/gi;
const INLINE_LINK = /\[([^\]]+)\]\([^)\s]+\)/g;
const STRONG = /(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g;
const EMPHASIS = /(?<![\\*\w])([*_])(?=\S)(.+?)(?<=[^\s\\])\1(?![*\w])/g;

function textOutsideCode(markdown: string): string {
  return markdown
    .replace(AUTOLINK, '$1')
    .replace(INLINE_LINK, '$1')
    .replace(STRONG, '$2')
    .replace(EMPHASIS, '$2')
    .replace(ESCAPED, '$1');
}

/** The text a reader sees when one line of Markdown is rendered: no escapes, marks or link targets. */
export function markdownToPlainText(markdown: string): string {
  // Code spans keep their content literally; they sit at the odd positions of the split.
  return markdown
    .split(/`+/)
    .map((part, index) => (index % 2 ? part : textOutsideCode(part)))
    .join('');
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const DESCRIPTION = /^description: "(.*)"$/m;

/**
 * The API generator copies the first line of a description, Markdown and all, into the page's
 * front matter, where it becomes the meta description and the text of the page's card on its tag
 * page. Both are plain text, so a reader saw `\*`, `<https://…>` and backticks there, and a
 * backslash escape even made the YAML invalid. This rewrites that line as plain text in a JSON
 * string, which YAML reads as it is.
 */
export function withPlainTextDescription(fileContent: string): string {
  return fileContent.replace(FRONT_MATTER, (frontMatter) =>
    frontMatter.replace(
      DESCRIPTION,
      (_line, markdown: string) => `description: ${JSON.stringify(markdownToPlainText(markdown))}`,
    ),
  );
}
