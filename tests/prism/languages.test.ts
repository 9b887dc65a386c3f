import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import {loadPrismLanguage} from '../../src/prism/languages';
import {codeBlockLanguage} from '../../src/prism/codeBlockLanguage';

const tokenTypes = (code: string, language: string) =>
  Prism.tokenize(code, Prism.languages[language])
    .filter((token): token is Prism.Token => typeof token !== 'string')
    .map((token) => token.type);

describe('loadPrismLanguage', () => {
  it('registers a grammar the renderer lacks only when a block asks for it', async () => {
    expect(Prism.languages.powershell).toBeUndefined();
    await loadPrismLanguage('powershell');
    expect(tokenTypes('Get-Content $path', 'powershell')).toEqual(['function', 'variable']);
  });

  it('registers grammars requested together, and gives back the global Prism it lent them', async () => {
    await Promise.all([loadPrismLanguage('csharp'), loadPrismLanguage('toml')]);
    expect(tokenTypes('public class Device {}', 'csharp')).toContain('keyword');
    expect(tokenTypes('[device]', 'toml')).toContain('table');
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });

  it('leaves unknown languages as plain text without failing', async () => {
    await expect(loadPrismLanguage('makefile')).resolves.toBeUndefined();
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
