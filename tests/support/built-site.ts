import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const buildDir = path.join(repoRoot, 'build');

/** The routes every build must contain, from the copy of the spec's route list. */
export function requiredRoutes(): string[] {
  return fs
    .readFileSync(path.join(repoRoot, 'tests/fixtures/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}

/** The HTML file Docusaurus writes for a route, or null when there is none. */
export function builtFileOf(route: string): string | null {
  const clean = route.replace(/\/$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}/index.html`, `${clean}.html`];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** The Markdown copies that the build's `llms.txt` links to, in its order (`/send-data.md`). */
export function markdownFilesListedInLlmsTxt(): string[] {
  const index = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  return [...index.matchAll(/\]\((\/[^)]+\.md)\)/g)].map((match) => match[1]);
}

/** Every HTML page of the build, as routes. */
export function allBuiltRoutes(dir = buildDir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : allBuiltRoutes(full);
    if (!entry.name.endsWith('.html') || entry.name === '404.html') return [];
    const relative = path.relative(buildDir, full).replace(/\\/g, '/');
    return ['/' + relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')];
  });
}

/** The entry scripts a built page loads with `defer`, in order. */
export function entryScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\s[^>]*\bsrc="?([^"\s>]+)"?[^>]*\sdefer/g)].map((match) => match[1]);
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' '};

/** Visible text of the page's main article, without scripts, styles and tags. */
export function articleText(html: string): string {
  const article = html.match(/<article[\s\S]*<\/article>/)?.[0] ?? '';
  return article
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(text: string): number {
  return text.split(' ').filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Routes whose built page holds at least one diagram, with how many. */
export function routesWithDiagrams(): Array<{route: string; diagrams: number}> {
  return allBuiltRoutes()
    .map((route) => {
      const html = fs.readFileSync(builtFileOf(route)!, 'utf8');
      return {route, diagrams: html.match(/<figure class="?diagram[\s">]/g)?.length ?? 0};
    })
    .filter((page) => page.diagrams > 0);
}
