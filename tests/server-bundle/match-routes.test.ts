import fs from 'node:fs';
import {createRequire} from 'node:module';
import {matchRoutes as packageMatchRoutes, type RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import serverBundlePlugin from '../../plugins/server-bundle';
import {matchRoutes} from '../../plugins/server-bundle/matchRoutes';

const require = createRequire(import.meta.url);

// Shaped as Docusaurus writes `@generated/routes`: a page, two docs instances (plugin, version and
// DocRoot levels above exact doc routes, one through a layout without a path) and the catch-all.
const leaves = (paths: string[]) => paths.map((path) => ({path, exact: true, sidebar: 'docs'}));
const routes: RouteConfig[] = [
  {path: '/search', exact: true},
  {
    path: '/api',
    routes: [{routes: [{path: '/api', routes: leaves(['/api/', '/api/reference'])}]}],
  },
  {
    path: '/',
    routes: [{path: '/', routes: [{path: '/', routes: leaves(['/changelog/', '/get-started/', '/'])}]}],
  },
  {path: '*'},
];
const pathnames = [
  '/',
  '/search',
  '/api',
  '/api/',
  '/API/Reference',
  '/get-started',
  '/get-started/x',
  '/x.html',
  '//',
];

describe('matchRoutes of the server bundle', () => {
  it('gives the branch react-router-config gives, level by level', () => {
    for (const pathname of pathnames)
      expect(matchRoutes(routes, pathname), pathname).toEqual(packageMatchRoutes(routes, pathname));
    expect(matchRoutes(routes, '/api/reference').map(({match}) => match.url)).toEqual([
      '/api',
      '/api',
      '/api',
      '/api/reference',
    ]);
  });

  it('stands in for the package in the server bundle only, where Docusaurus imports it by name', () => {
    const configure = (isServer: boolean) =>
      serverBundlePlugin().configureWebpack!({}, isServer, {} as never, {} as never) as {
        resolve?: {alias?: Record<string, string>};
      };
    const replacement = configure(true).resolve?.alias?.['react-router-config$'];
    expect(replacement && fs.existsSync(replacement)).toBe(true);
    expect(configure(false).resolve).toBeUndefined();
    for (const file of [
      '@docusaurus/core/lib/client/preload.js',
      '@docusaurus/core/lib/client/normalizeLocation.js',
    ])
      expect(fs.readFileSync(require.resolve(file), 'utf8'), file).toMatch(
        /import \{ matchRoutes \} from 'react-router-config';/,
      );
  });
});
