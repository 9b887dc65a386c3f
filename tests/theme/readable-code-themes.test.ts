import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {contrastRatio, darkCodeTheme, lightCodeTheme, readableOn} from '../../src/readableCodeThemes';

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('code block colours', () => {
  it('leave colours that already read well untouched', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });

  it('darken a pale colour on a light background and lighten one on a dark background', () => {
    const onLight = readableOn('#36acaa', '#f6f8fa');
    const onDark = readableOn('#6272a4', '#282a36');
    expect(contrastRatio(rgb(onLight), rgb('#f6f8fa'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(onDark), rgb('#282a36'))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['light', lightCodeTheme, themes.github],
    ['dark', darkCodeTheme, themes.dracula],
  ])('meet 4.5:1 for every token of the %s theme', (_, theme, original) => {
    expect(theme.styles).toHaveLength(original.styles.length);
    const background = rgb(String(theme.plain.backgroundColor));
    for (const style of theme.styles) {
      const color = style.style.color;
      if (color?.startsWith('#') && color.length === 7) {
        expect(contrastRatio(rgb(color), background), style.types.join(',')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
