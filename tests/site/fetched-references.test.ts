import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cssUrls, htmlFetches, thirdPartyFetches} from '../support/fetched-references';

const SITE = 'https://docs.example.org';

describe('the scan for third-party fetches', () => {
  it('finds url() targets, quoted or not, and leaves data: URIs alone', () => {
    const css = `a{background:url("https://cdn.example.com/a.svg") no-repeat}b{background:url(/img/b.svg)}
      c{background-image:url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;
    expect(cssUrls(css).filter((url) => !url.startsWith('data:'))).toEqual([
      'https://cdn.example.com/a.svg',
      '/img/b.svg',
    ]);
  });

  it('finds what a page fetches but not the links a reader clicks', () => {
    const html = `<link rel="stylesheet" href="//fonts.example.com/x.css"><img src="/a.png" srcset="/a.png 1x, https://img.example.com/a@2x.png 2x">
      <video poster='https://v.example.com/p.jpg'></video><a href="https://github.com/spotflow-io">GitHub</a>
      <div style="background:url(https://bg.example.com/b.png)"></div><style>.x{background:url(https://s.example.com/s.png)}</style>`;
    expect(htmlFetches(html)).toEqual([
      '//fonts.example.com/x.css',
      '/a.png',
      '/a.png',
      'https://img.example.com/a@2x.png',
      'https://v.example.com/p.jpg',
      'https://bg.example.com/b.png',
      'https://s.example.com/s.png',
    ]);
  });

  it('reports every file and reference that names another host, and only those', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'third-party-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/site.css'), 'a{background:url(https://cdn.example.com/x.svg)}');
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<link rel="canonical" href="${SITE}/"><script src="/assets/main.js"></script><a href="https://example.com">x</a>`,
    );
    expect(thirdPartyFetches(dir, SITE)).toEqual([
      {file: 'assets/site.css', reference: 'https://cdn.example.com/x.svg'},
    ]);
    fs.rmSync(dir, {recursive: true});
  });
});
