import {describe, expect, it, vi} from 'vitest';
import {Prism, themes} from 'prism-react-renderer';
import fs from 'node:fs';
import {codeBlockLanguage, ensurePrismLanguage, highlightedLanguages} from '../../src/prism/languages';
import {guideSourceFiles} from '../support/guide-sources';

// The renderer as the site's bundles get it, without its own grammars and themes.
vi.mock('prism-react-renderer', async () => {
  const {trimmedRendererFile} = await import('./trimmed-renderer');
  return import(trimmedRendererFile());
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

describe('ensurePrismLanguage', () => {
  it('has JSON ready for the API examples before any code block asks', () => {
    expect(tokenTypes('{"deviceId": "pump-7"}', 'json')).toContain('property');
  });

  it('registers a grammar only when a block asks for it', () => {
    expect(Prism.languages.powershell).toBeUndefined();
    ensurePrismLanguage('powershell');
    expect(tokenTypes('Get-Content $path', 'powershell')).toEqual(['function', 'variable']);
  });

  it('brings the C-family base that C# builds on', () => {
    expect(Prism.languages.clike).toBeUndefined();
    ensurePrismLanguage('csharp');
    expect(tokenTypes('public class Device {}', 'csharp')).toContain('keyword');
    expect(Prism.languages.clike).toBeDefined();
  });

  it('understands the short names a code fence may use', () => {
    ensurePrismLanguage('sh');
    expect(tokenTypes('spotf devices list --workspace plant-1', 'sh')).toEqual(['parameter']);
    ensurePrismLanguage('yml');
    expect(tokenTypes('name: plant-1', 'yml')).toContain('key');
  });

  it('gives back the global Prism it borrowed', () => {
    ensurePrismLanguage('toml');
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });

  it('leaves unknown languages as plain text without failing', () => {
    expect(() => ensurePrismLanguage('spotf-log')).not.toThrow();
    expect(Prism.languages['spotf-log']).toBeUndefined();
  });
});

describe('the guides', () => {
  // Shown as plain text on purpose; Mermaid fences become diagrams.
  const unhighlighted = ['text', 'mermaid'];

  it('use only code-fence languages the site highlights', () => {
    const fenceLanguages = new Set(
      guideSourceFiles().flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/^\s*```(\w[\w+-]*)/gm)].map((match) => match[1]),
      ),
    );
    expect(fenceLanguages.size).toBeGreaterThan(5);
    const missing = [...fenceLanguages].filter(
      (language) => !highlightedLanguages.includes(language) && !unhighlighted.includes(language),
    );
    expect(missing).toEqual([]);
  });
});

describe('codeBlockLanguage', () => {
  it('reads the language from a Markdown class or from the prop', () => {
    expect(codeBlockLanguage({className: 'theme-code language-bash'})).toBe('bash');
    expect(codeBlockLanguage({language: 'csharp', className: 'language-bash'})).toBe('csharp');
    expect(codeBlockLanguage({className: 'plain'})).toBeUndefined();
  });
});
