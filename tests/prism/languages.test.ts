import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {grammarNames, grammarOf, highlightedLanguages} from '../../src/prism/languages';
import {guideFenceLanguages} from '../support/guide-sources';

type Renderer = typeof import('prism-react-renderer');
let Prism: Renderer['Prism'];
let themes: Renderer['themes'];
const nodeRequire = createRequire(import.meta.url);
let instances = 0;

// Each test gets its own renderer, as the site's bundles get it (without its own grammars and themes), that no
// grammar module has run against: no test depends on what another loaded. Node caches the file it imports, but
// not under another query; prismjs grammar files are CommonJS, cached by Node rather than by Vitest.
beforeEach(async () => {
  vi.resetModules();
  const {trimmedRendererFile} = await import('./trimmed-renderer');
  const instance = `${pathToFileURL(trimmedRendererFile()).href}?instance=${++instances}`;
  vi.doMock('prism-react-renderer', () => import(instance));
  for (const file of Object.keys(nodeRequire.cache))
    if (file.includes('/prismjs/components/')) delete nodeRequire.cache[file];
  ({Prism, themes} = await import('prism-react-renderer'));
});

const tokenTypes = (code: string, language: string) =>
  Prism.tokenize(code, Prism.languages[language])
    .filter((token): token is Prism.Token => typeof token !== 'string')
    .map((token) => token.type);

describe('the bundled renderer', () => {
  it('comes without grammars for languages the site never shows, and without themes', () => {
    expect(Prism.languages.swift).toBeUndefined();
    expect(Prism.languages.kotlin).toBeUndefined();
    expect(Object.keys(themes)).toEqual([]);
    expect(Prism.languages.text).toBeDefined();
  });
});

describe('the grammar modules', () => {
  it('register their grammar when a page imports them', async () => {
    expect(Prism.languages.powershell).toBeUndefined();
    await import('../../src/prism/grammars/powershell');
    expect(tokenTypes('Get-Content $path', 'powershell')).toEqual(['function', 'variable']);
  });

  it('bring the C-family base that C# builds on', async () => {
    expect(Prism.languages.clike).toBeUndefined();
    await import('../../src/prism/grammars/csharp');
    expect(tokenTypes('public class Device {}', 'csharp')).toContain('keyword');
    expect(Prism.languages.clike).toBeDefined();
  });

  it('exist for every grammar the site names, each tokenising its language', async () => {
    for (const grammar of grammarNames) {
      await import(`../../src/prism/grammars/${grammar}.ts`);
      expect(Prism.languages[grammar], grammar).toBeDefined();
    }
    expect(tokenTypes('{"deviceId": "pump-7"}', 'json')).toContain('property');
    expect(tokenTypes('spotf devices list --workspace plant-1', 'sh')).toEqual(['parameter']);
    expect(tokenTypes('name: plant-1', 'yml')).toContain('key');
  });

  it('give back the global Prism they borrowed', async () => {
    await import('../../src/prism/grammars/toml');
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });
});

describe('grammarOf', () => {
  it('maps the short names a code fence may use to their grammar', () => {
    expect(grammarOf('sh')).toBe('bash');
    expect(grammarOf('cs')).toBe('csharp');
    expect(grammarOf('yaml')).toBe('yaml');
  });

  it('leaves languages without a grammar as plain text', () => {
    expect(grammarOf('spotf-log')).toBeUndefined();
    expect(grammarOf('text')).toBeUndefined();
    expect(grammarOf(null)).toBeUndefined();
  });
});

describe('the guides', () => {
  // Shown as plain text on purpose; Mermaid fences become diagrams.
  const unhighlighted = ['text', 'mermaid'];

  it('use only code-fence languages the site highlights', () => {
    const fenceLanguages = new Set(guideFenceLanguages());
    expect(fenceLanguages.size).toBeGreaterThan(5);
    const missing = [...fenceLanguages].filter(
      (language) => !highlightedLanguages.includes(language) && !unhighlighted.includes(language),
    );
    expect(missing).toEqual([]);
  });
});
