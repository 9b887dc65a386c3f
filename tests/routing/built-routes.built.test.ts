import fs from 'node:fs';
import path from 'node:path';
import {matchPath} from 'react-router';
import {matchRoutes as packageMatchRoutes, type RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {matchRoutes} from '../../plugins/server-bundle/matchRoutes';
import {apiReference} from '../../src/references';
import {firstMatchingRoute} from '../../src/routing/firstMatchingRoute';
import {repoRoot} from '../support/built-site';
import {builtRoutes, routeLevels} from '../support/built-routes';
import {yieldToEventLoop} from '../support/event-loop';

const tree = builtRoutes();
const operationCount = fs
  .readdirSync(path.join(repoRoot, apiReference.folder))
  .filter((file) => file.endsWith('.api.mdx')).length;

/** Every page path of the tree, and the forms a reader or a crawler may ask for. */
async function pathnames(): Promise<string[]> {
  const pages = routeLevels(await tree)
    .flat()
    .filter((route) => route.exact && typeof route.path === 'string')
    .map((route) => route.path as string);
  expect(pages.length).toBeGreaterThan(operationCount + 100);
  const variants = (page: string) => [
    page,
    page.endsWith('/') ? page.slice(0, -1) : `${page}/`,
    page.toUpperCase(),
  ];
  return [...pages.flatMap(variants), '/api/reference/no-such-operation', '/docs/index.html', '/nowhere//'];
}

describe('the route tree of the build', () => {
  it('gives the server bundle’s matchRoutes the branch react-router-config gives, for every page', async () => {
    const routes = await tree;
    for (const pathname of await pathnames()) {
      expect(matchRoutes(routes, pathname), pathname).toEqual(packageMatchRoutes(routes, pathname));
      await yieldToEventLoop();
    }
  });

  it('finds every page with at most three tries on each level, however many pages a level holds', async () => {
    const levels = routeLevels(await tree);
    expect(Math.max(...levels.map((level) => level.length))).toBeGreaterThan(operationCount);
    const triesAt = (level: RouteConfig[], pathname: string) => {
      let tries = 0;
      firstMatchingRoute(level, pathname, (route) => (tries++, matchPath(pathname, route)));
      return tries;
    };
    for (const pathname of await pathnames()) {
      for (const level of levels) expect(triesAt(level, pathname), pathname).toBeLessThanOrEqual(3);
      await yieldToEventLoop();
    }
  });
});
