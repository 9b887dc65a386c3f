/**
 * One name per page: a tutorial is called by its title on the home page, in the sidebar (without the "Tutorial: "
 * prefix, which its section makes plain) and among the related guides of CLI commands.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {CLI_MODEL_FILE} from '../../plugins/facts/registry';
import {repoRoot} from '../support/built-site';
import {guideSourceFiles} from '../support/guide-sources';

const TUTORIAL = 'Tutorial: ';
const docsDir = path.join(repoRoot, 'docs');

/** `docs/send-data/index.mdx` → `/send-data/`, `docs/send-data/tutorial-send-data.mdx` → `/send-data/tutorial-send-data`. */
const routeOf = (file: string) =>
  '/' +
  path
    .relative(docsDir, file)
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.mdx?$/, '$1')
    .replace(/\.mdx?$/, '');

const pages = guideSourceFiles().map((file) => {
  const data = matter(fs.readFileSync(file, 'utf8')).data as {title?: string; sidebar_label?: string};
  return {route: routeOf(file), title: data.title ?? '', sidebarLabel: data.sidebar_label};
});
const titleOf = (route: string) => pages.find((page) => page.route === route.replace(/#.*$/, ''))?.title;
const tutorials = pages.filter((page) => page.title.startsWith(TUTORIAL));

/** Text and target of every Markdown link to a guide page: `[text](/route)`. */
function guideLinks(source: string): Array<{text: string; route: string}> {
  return [...source.matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)/g)].map(([, text, route]) => ({text, route}));
}

describe('tutorial names', () => {
  it('are found: the guides hold a dozen tutorials', () => {
    expect(tutorials.length).toBeGreaterThanOrEqual(12);
  });

  it('label each tutorial in the sidebar with its title without the prefix', () => {
    const mismatched = tutorials.filter((page) => page.sidebarLabel !== page.title.slice(TUTORIAL.length));
    expect(mismatched).toEqual([]);
  });

  it('are the link texts of every tutorial the home page links to', () => {
    const home = fs.readFileSync(path.join(docsDir, 'index.mdx'), 'utf8');
    const links = guideLinks(home).filter((link) => titleOf(link.route)?.startsWith(TUTORIAL));
    expect(links.length).toBeGreaterThanOrEqual(12);
    expect(links.filter((link) => link.text !== titleOf(link.route))).toEqual([]);
  });

  it('are the link texts wherever a guide calls a link "Tutorial: …"', () => {
    const links = guideSourceFiles().flatMap((file) =>
      guideLinks(fs.readFileSync(file, 'utf8'))
        .filter((link) => link.text.startsWith(TUTORIAL))
        .map((link) => ({page: path.relative(docsDir, file), ...link})),
    );
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => link.text !== titleOf(link.route))).toEqual([]);
  });

  it('finds a link whose text is not the title', () => {
    const [link] = guideLinks('[Event Hub tutorial](/consume-data/egress-sinks/event-hub/tutorial)');
    expect(link.text).not.toBe(titleOf(link.route));
  });
});

describe('the related guides of the CLI model', () => {
  it('carry the titles of their pages', () => {
    const model = yaml.load(fs.readFileSync(CLI_MODEL_FILE, 'utf8')) as {guides: Record<string, string>};
    const mismatched = Object.entries(model.guides)
      .map(([route, title]) => ({route, title, pageTitle: titleOf(route)}))
      .filter(({title, pageTitle}) => title !== pageTitle);
    expect(mismatched).toEqual([]);
  });
});
