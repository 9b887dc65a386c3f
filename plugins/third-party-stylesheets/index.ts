import type {Plugin} from '@docusaurus/types';
import type {Declaration, Plugin as PostCssPlugin} from 'postcss';

/** A `url()` that names a host (`https://…`, `//…`), as opposed to a path of the site or a `data:` URI. */
const REMOTE_URL = /url\(\s*['"]?\s*(?:[a-z][a-z\d+.-]*:)?\/\//i;

/**
 * The site must never make a request to another host. The API reference theme's styles load the logos
 * of about a dozen code-sample languages from a public CDN; the site ships its own logos for the five it
 * offers (src/css/custom.css), so those declarations are dropped, whichever class they are written for.
 */
const dropRemoteUrls: PostCssPlugin = {
  postcssPlugin: 'drop-remote-urls',
  Declaration(declaration: Declaration) {
    if (REMOTE_URL.test(declaration.value)) declaration.remove();
  },
};

/**
 * Sass writes a byte-order mark in front of a compiled stylesheet that holds a non-ASCII character, as the
 * API reference theme's does, and PostCSS writes it back. Bundled with the others, the mark lands in the
 * middle of the site's one stylesheet, glued to the next selector: `\uFEFF:root` matches nothing, so the
 * theme's logo size variables were lost and the code-sample tabs showed their logos at 0×0 pixels.
 */
const forgetByteOrderMark: PostCssPlugin = {
  postcssPlugin: 'forget-byte-order-mark',
  Once(root) {
    if (root.source?.input) root.source.input.hasBOM = false;
  },
};

/** Mends the stylesheets of the packages the site uses, in every stylesheet the bundler processes. */
export default function thirdPartyStylesheetsPlugin(): Plugin {
  return {
    name: 'third-party-stylesheets',
    configurePostCss(options) {
      options.plugins.push(dropRemoteUrls, forgetByteOrderMark);
      return options;
    },
  };
}
