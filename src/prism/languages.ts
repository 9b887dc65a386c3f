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

/** Makes sure Prism can highlight `language`; a language Prism cannot highlight stays plain text. */
export function ensurePrismLanguage(language: string | undefined): void {
  if (!language) return;
  if (Prism.languages[language] || !extraGrammars[language]) return;
  // prismjs grammar files extend the global `Prism`; lend them the renderer's instance.
  const previous = (globalThis as {Prism?: unknown}).Prism;
  (globalThis as {Prism?: unknown}).Prism = Prism;
  try {
    extraGrammars[language]();
  } finally {
    (globalThis as {Prism?: unknown}).Prism = previous;
  }
}

/** The language of a code block: its `language` prop, or its `language-…` class from Markdown. */
export function codeBlockLanguage(props: {language?: string; className?: string}): string | undefined {
  return props.language ?? /(?:^|\s)language-([\w-]+)/.exec(props.className ?? '')?.[1];
}
