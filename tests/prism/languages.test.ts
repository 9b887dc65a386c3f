import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import {codeBlockLanguage, ensurePrismLanguage} from '../../src/prism/languages';

const tokenTypes = (code: string, language: string) =>
  Prism.tokenize(code, Prism.languages[language])
    .filter((token): token is Prism.Token => typeof token !== 'string')
    .map((token) => token.type);

describe('ensurePrismLanguage', () => {
  it('registers a grammar the renderer lacks only when a block asks for it', () => {
    expect(Prism.languages.powershell).toBeUndefined();
    ensurePrismLanguage('powershell');
    expect(tokenTypes('Get-Content $path', 'powershell')).toEqual(['function', 'variable']);
  });

  it('highlights C# keywords once registered', () => {
    ensurePrismLanguage('csharp');
    expect(tokenTypes('public class Device {}', 'csharp')).toContain('keyword');
  });

  it('gives back the global Prism it borrowed', () => {
    ensurePrismLanguage('toml');
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });

  it('leaves unknown languages as plain text without failing', () => {
    expect(() => ensurePrismLanguage('makefile')).not.toThrow();
    expect(Prism.languages.makefile).toBeUndefined();
  });
});

describe('codeBlockLanguage', () => {
  it('reads the language from a Markdown class or from the prop', () => {
    expect(codeBlockLanguage({className: 'theme-code language-bash'})).toBe('bash');
    expect(codeBlockLanguage({language: 'csharp', className: 'language-bash'})).toBe('csharp');
    expect(codeBlockLanguage({className: 'plain'})).toBeUndefined();
  });
});
