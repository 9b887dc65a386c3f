import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allBuiltRoutes, builtFileOf, buildDir, entryScriptsOf} from '../support/built-site';

const pages = [...allBuiltRoutes().map((route) => builtFileOf(route)!), path.join(buildDir, '404.html')];
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

describe('every built page', () => {
  it('is found', () => {
    expect(pages.length).toBeGreaterThan(200);
  });

  it('preloads the runtime and then main, and runs no script by src while it is parsed', () => {
    const wrong = pages.filter((file) => {
      const html = fs.readFileSync(file, 'utf8');
      const entries = entryScriptsOf(html);
      const inOrder = /\/runtime~main\.\w+\.js$/.test(entries[0]) && /\/main\.\w+\.js$/.test(entries[1]);
      return entries.length !== 2 || !inOrder || /<script[^>]*\bsrc=/.test(html);
    });
    expect(wrong.map((file) => path.relative(buildDir, file))).toEqual([]);
  });

  it('starts them with the same inline script, so one hash in the Content-Security-Policy allows it', () => {
    const starters = new Set(
      pages.flatMap((file) =>
        inlineScripts(fs.readFileSync(file, 'utf8')).filter((body) => body.includes('data-entry-script')),
      ),
    );
    expect(starters.size).toBe(1);
  });
});
