import type {Plugin} from '@docusaurus/types';
import type {Declaration, Plugin as PostCssPlugin} from 'postcss';

/** A `url()` that names a host (`https://…`, `//…`), as opposed to a path of the site or a `data:` URI. */
const REMOTE_URL = /url\(\s*['"]?\s*(?:[a-z][a-z\d+.-]*:)?\/\//i;

const dropRemoteUrls: PostCssPlugin = {
  postcssPlugin: 'drop-remote-urls',
  Declaration(declaration: Declaration) {
    if (REMOTE_URL.test(declaration.value)) declaration.remove();
  },
};

/**
 * The site must never make a request to another host. The API reference theme's styles load
 * the logos of about a dozen code-sample languages from a public CDN; the site ships its own
 * logos for the five it offers (src/css/custom.css), so those declarations are dropped from
 * every stylesheet the bundler processes, whichever class they are written for.
 */
export default function cssWithoutRemoteUrlsPlugin(): Plugin {
  return {
    name: 'css-without-remote-urls',
    configurePostCss(options) {
      options.plugins.push(dropRemoteUrls);
      return options;
    },
  };
}
