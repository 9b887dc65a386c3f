import type {Plugin} from '@docusaurus/types';
import type {Plugin as PostCssPlugin} from 'postcss';

// PostCSS writes a byte-order mark back in front of a stylesheet that came with one.
const forgetByteOrderMark: PostCssPlugin = {
  postcssPlugin: 'forget-byte-order-mark',
  Once(root) {
    if (root.source?.input) root.source.input.hasBOM = false;
  },
};

/**
 * Sass writes a byte-order mark in front of a compiled stylesheet that holds a non-ASCII character, as
 * the API reference theme's does. Bundled with the others, the mark lands in the middle of the site's
 * one stylesheet, glued to the next selector: `\uFEFF:root` matches nothing, so the theme's logo size
 * variables were lost and the code-sample tabs showed their logos at 0×0 pixels.
 */
export default function cssWithoutByteOrderMarksPlugin(): Plugin {
  return {
    name: 'css-without-byte-order-marks',
    configurePostCss(options) {
      options.plugins.push(forgetByteOrderMark);
      return options;
    },
  };
}
