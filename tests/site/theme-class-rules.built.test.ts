import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {builtFileOf} from '../support/built-site';

const html = (route: string) => fs.readFileSync(builtFileOf(route)!, 'utf8');

// Rules of src/css/custom.css on the classic theme's class names (INTERNALS.md): when the theme
// renames a class or changes its markup, the rule matches nothing and no other test notices.
describe('the theme markup that rules of custom.css select', () => {
  it('.markdown p a: a link in a paragraph of a guide, which the rule underlines', () => {
    expect(html('/send-data/'), 'a link inside <p> inside .markdown on /send-data/').toMatch(
      // The class itself, not theme-doc-markdown beside it.
      /class=(?:"(?:[^"]*\s)?markdown[\s"]|markdown[\s>])[^>]*>(?:(?!<\/article>)[\s\S])*?<p>(?:(?!<\/p>)[\s\S])*?<a href/,
    );
  });

  it('.api-method > .menu__link: an operation’s link in the API sidebar, which the rule labels with its method', () => {
    expect(
      html('/api/reference/list-devices'),
      'an a.menu__link child of li.api-method on /api/reference/list-devices',
    ).toMatch(/<li class="?[^">]*\bapi-method\b[^>]*><a class="?menu__link\b/);
  });
});
