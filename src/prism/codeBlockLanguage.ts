// Kept apart from ./languages so the code block can read its language without
// importing Prism into the chunk every page loads.

/** The language of a code block: its `language` prop, or its `language-…` class from Markdown. */
export function codeBlockLanguage(props: {language?: string; className?: string}): string | undefined {
  return props.language ?? /(?:^|\s)language-([\w-]+)/.exec(props.className ?? '')?.[1];
}
