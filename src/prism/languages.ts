import {Prism} from 'prism-react-renderer';

// Grammars the site highlights beyond those prism-react-renderer bundles
// (which already has json, rust, sql, python, c, yaml and javascript).
// Each is registered the first time a code block asks for it: the C# grammar
// alone re-walks every loaded grammar five times while it registers, a cost
// pages without C# should not pay on a slow phone.
const extraGrammars: Record<string, () => void> = {
  bash: () => require('prismjs/components/prism-bash'),
  csharp: () => require('prismjs/components/prism-csharp'),
  powershell: () => require('prismjs/components/prism-powershell'),
  toml: () => require('prismjs/components/prism-toml'),
};

// prismjs grammar files extend a global `Prism` when they run.
const host = globalThis as {Prism?: unknown};

/** Makes sure Prism can highlight `language`; a language Prism cannot highlight stays plain text. */
export function ensurePrismLanguage(language: string | undefined): void {
  if (!language || Prism.languages[language] || !extraGrammars[language]) return;
  // Lend the grammar file the renderer's instance, then give back whatever was there.
  const previous = host.Prism;
  host.Prism = Prism;
  try {
    extraGrammars[language]();
  } finally {
    host.Prism = previous;
  }
}

/** The language of a code block: its `language` prop, or its `language-…` class from Markdown. */
export function codeBlockLanguage(props: {language?: string; className?: string}): string | undefined {
  return props.language ?? /(?:^|\s)language-([\w-]+)/.exec(props.className ?? '')?.[1];
}
