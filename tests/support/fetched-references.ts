import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from './files';

/** A reference that a browser fetches on its own when it renders a page, and where it was found. */
export type FetchedReference = {file: string; reference: string};

const TAG = /<([a-z][\w-]*)\b([^>]*)>/gi;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The targets of every `url()` in a stylesheet (or a style attribute). */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(([^)]*)\)/gi)].map((match) => match[1].trim().replace(/^['"]|['"]$/g, ''));
}

/**
 * What an HTML page makes the browser fetch: `src`, `srcset`, `imagesrcset` and `poster` of any
 * element, `href` of `<link>`, and `url()` in `<style>` and style attributes. Links a reader
 * follows (`<a href>`) are not fetched, so they are not listed.
 */
export function htmlFetches(html: string): string[] {
  const found: string[] = [];
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE)) {
      const value = values.find((candidate) => candidate !== undefined) ?? '';
      const attribute = name.toLowerCase();
      if (attribute === 'src' || attribute === 'poster') found.push(value);
      else if (attribute === 'srcset' || attribute === 'imagesrcset') {
        found.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]));
      } else if (attribute === 'href' && tag.toLowerCase() === 'link') found.push(value);
      else if (attribute === 'style') found.push(...cssUrls(value));
    }
  }
  for (const [, css] of html.matchAll(STYLE_ELEMENT)) found.push(...cssUrls(css));
  return found.filter((reference) => reference.length > 0);
}

/** Whether the browser would ask a host other than `siteUrl`'s for `reference`. */
function isThirdParty(reference: string, siteUrl: string): boolean {
  const url = new URL(reference.replaceAll('&amp;', '&'), siteUrl);
  return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== new URL(siteUrl).host;
}

/** Every fetched reference of the HTML pages and stylesheets below `dir` that names another host. */
export function thirdPartyFetches(dir: string, siteUrl: string): FetchedReference[] {
  return filesBelow(dir).flatMap((file) => {
    const references = file.endsWith('.css')
      ? cssUrls(fs.readFileSync(file, 'utf8'))
      : file.endsWith('.html')
        ? htmlFetches(fs.readFileSync(file, 'utf8'))
        : [];
    return references
      .filter((reference) => isThirdParty(reference, siteUrl))
      .map((reference) => ({file: path.relative(dir, file), reference}));
  });
}
