import {Prism} from 'prism-react-renderer';

// Grammars the site highlights beyond those prism-react-renderer bundles
// (which already has json, rust, sql, python, c, yaml and javascript). Each
// is its own small chunk, fetched the first time a code block in that
// language renders: the C# grammar alone re-walks every loaded grammar five
// times while it registers, a cost pages without C# should not pay.
const extraGrammars: Record<string, () => Promise<unknown>> = {
  bash: () => import('prismjs/components/prism-bash'),
  csharp: () => import('prismjs/components/prism-csharp'),
  powershell: () => import('prismjs/components/prism-powershell'),
  toml: () => import('prismjs/components/prism-toml'),
};

const loads = new Map<string, Promise<void>>();
let loadsInFlight = 0;

// prismjs grammar files extend a global `Prism` when they run: lend them the
// renderer's instance while any of them is loading, then take it back.
async function registerGrammar(load: () => Promise<unknown>): Promise<void> {
  loadsInFlight += 1;
  (globalThis as {Prism?: unknown}).Prism = Prism;
  try {
    await load();
  } finally {
    loadsInFlight -= 1;
    if (loadsInFlight === 0) delete (globalThis as {Prism?: unknown}).Prism;
  }
}

/** Resolves once Prism can highlight `language`; a language it cannot highlight stays plain text. */
export function loadPrismLanguage(language: string | undefined): Promise<void> {
  if (!language || Prism.languages[language] || !extraGrammars[language]) return Promise.resolve();
  if (!loads.has(language)) loads.set(language, registerGrammar(extraGrammars[language]));
  return loads.get(language)!;
}
