/* eslint-disable @typescript-eslint/no-require-imports -- a grammar loads synchronously when a code block first needs it, which a static or dynamic import cannot do */
import {Prism} from 'prism-react-renderer';

// The grammars this site highlights. The bundled renderer comes without any
// (plugins/prism-with-code-blocks), so each is registered the first time a code
// block asks for it: the C# grammar alone re-walks every loaded grammar five
// times while it registers, a cost pages without C# should not pay on a slow phone.
const grammars: Record<string, {load: () => void; needs?: string[]}> = {
  bash: {load: () => require('prismjs/components/prism-bash')},
  c: {needs: ['clike'], load: () => require('prismjs/components/prism-c')},
  clike: {load: () => require('prismjs/components/prism-clike')},
  csharp: {needs: ['clike'], load: () => require('prismjs/components/prism-csharp')},
  javascript: {needs: ['clike'], load: () => require('prismjs/components/prism-javascript')},
  json: {load: () => require('prismjs/components/prism-json')},
  makefile: {load: () => require('prismjs/components/prism-makefile')},
  powershell: {load: () => require('prismjs/components/prism-powershell')},
  python: {load: () => require('prismjs/components/prism-python')},
  rust: {load: () => require('prismjs/components/prism-rust')},
  sql: {load: () => require('prismjs/components/prism-sql')},
  toml: {load: () => require('prismjs/components/prism-toml')},
  yaml: {load: () => require('prismjs/components/prism-yaml')},
};

// Short names a code fence may use; each grammar file registers its own aliases once loaded.
const aliases: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  cs: 'csharp',
  js: 'javascript',
  py: 'python',
  yml: 'yaml',
};

/** Every code-fence language that gets highlighting. */
export const highlightedLanguages = [...Object.keys(grammars), ...Object.keys(aliases)];

// prismjs grammar files extend a global `Prism` when they run.
const host = globalThis as {Prism?: unknown};

function register(name: string): void {
  const grammar = grammars[name];
  if (Prism.languages[name] || !grammar) return;
  grammar.needs?.forEach(register);
  // Lend the grammar file the renderer's instance, then give back whatever was there.
  const previous = host.Prism;
  host.Prism = Prism;
  try {
    grammar.load();
  } finally {
    host.Prism = previous;
  }
}

/** Makes sure Prism can highlight `language`; a language Prism cannot highlight stays plain text. */
export function ensurePrismLanguage(language: string | undefined): void {
  if (language) register(aliases[language] ?? language);
}

// The API reference shows its JSON examples through the explorer's own code
// block, which does not pass through the CodeBlock wrapper.
ensurePrismLanguage('json');

/** The language of a code block: its `language` prop, or its `language-…` class from Markdown. */
export function codeBlockLanguage(props: {language?: string; className?: string}): string | undefined {
  return props.language ?? /(?:^|\s)language-([\w-]+)/.exec(props.className ?? '')?.[1];
}
