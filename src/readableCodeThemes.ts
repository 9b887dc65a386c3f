import {themes, type PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb | null => {
  const match = hex.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
};
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Moves a colour towards black or white, whichever is further from the background, until it reads at 4.5:1. */
export function readableOn(color: string, background: string, minimum = 4.6): string {
  const fg = toRgb(color);
  const bg = toRgb(background);
  if (!fg || !bg || contrastRatio(fg, bg) >= minimum) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const mixed = fg.map((c, i) => c + ((target[i] - c) * step) / 20) as Rgb;
    if (contrastRatio(mixed, bg) >= minimum) return toHex(mixed);
  }
  return toHex(target);
}

/** A Prism theme whose every token colour meets WCAG AA against the theme's background. */
export function readable(theme: PrismTheme): PrismTheme {
  const background = String(theme.plain.backgroundColor ?? '#ffffff');
  return {
    plain: {...theme.plain, color: readableOn(String(theme.plain.color), background)},
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color
        ? {...style.style, color: readableOn(String(style.style.color), background)}
        : style.style,
    })),
  };
}

export const lightCodeTheme = readable(themes.github);
export const darkCodeTheme = readable(themes.dracula);
