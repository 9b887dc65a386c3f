// The grammars this site highlights, each with the grammars it builds on. The bundled
// renderer comes without any (plugins/prism-with-code-blocks); a page imports the
// grammar modules of the languages its code blocks use (src/prism/grammars/, imported by
// plugins/prism-with-code-blocks/remark-grammar-imports.ts), so a guide in Bash does not
// download C#, and a grammar registers before the page first renders.
// This file stays free of grammar code: the build's Markdown compiler reads it too.
export const grammarNames = [
  'bash',
  'c',
  'clike',
  'csharp',
  'javascript',
  'json',
  'makefile',
  'powershell',
  'python',
  'rust',
  'sql',
  'toml',
  'yaml',
] as const;
export type GrammarName = (typeof grammarNames)[number];

// Short names a code fence may use; each grammar file registers its own aliases once loaded.
const aliases: Record<string, GrammarName> = {
  sh: 'bash',
  shell: 'bash',
  cs: 'csharp',
  js: 'javascript',
  py: 'python',
  yml: 'yaml',
};

/** Every code-fence language that gets highlighting. */
export const highlightedLanguages: string[] = [...grammarNames, ...Object.keys(aliases)];

/** The grammar that highlights a code-fence language, or undefined for plain text. */
export function grammarOf(language: string | null | undefined): GrammarName | undefined {
  if (!language) return undefined;
  return aliases[language] ?? grammarNames.find((name) => name === language);
}

/** The module a page imports to have `grammar` registered. */
export const grammarModule = (grammar: GrammarName) => `@site/src/prism/grammars/${grammar}`;
