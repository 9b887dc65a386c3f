import {matchPath} from 'react-router';
import type {RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {firstMatchingRoute} from '../../src/routing/firstMatchingRoute';

// Shaped as the docs plugin writes them: exact, with a sidebar, some paths with a trailing slash.
const docRoutes: RouteConfig[] = [
  '/api/',
  '/api/reference',
  '/api/reference/list-devices',
  '/api/reference/list-devices-by-tag',
  '/get-started/',
].map((path) => ({path, exact: true, sidebar: 'api'}));

const pathnames = [
  ...docRoutes.map((route) => route.path as string),
  '/api',
  '/API/Reference/List-Devices',
  '/api/reference/list-devices/',
  '/api/reference/list-devices//',
  '/api/reference/list-devices.html',
  '/api/reference/list-devices/extra',
  '/api/reference/list',
  '/get-started',
  '/get-started//',
  '/',
  '//',
  '/nowhere',
  '/api/reference/list-dévices',
];

const scanned = (routes: RouteConfig[], pathname: string) =>
  routes.find((route) => matchPath(pathname, route));
const found = (routes: RouteConfig[], pathname: string) =>
  firstMatchingRoute(routes, pathname, (route) => matchPath(pathname, route))?.route;

describe('the first matching route, looked up by path', () => {
  it('is the route a scan in order finds, for every form of a path', () => {
    for (const pathname of pathnames)
      expect(found(docRoutes, pathname), pathname).toBe(scanned(docRoutes, pathname));
    expect(pathnames.filter((pathname) => found(docRoutes, pathname)).length).toBe(9);
  });

  it('is still the scan’s when patterns, prefixes and odd paths stand among the plain ones', () => {
    const mixed: RouteConfig[] = [
      {path: '/', exact: true},
      {path: '/api/reference/:operation', exact: true},
      ...docRoutes,
      {path: '/api', exact: false},
      {path: '/API/reference', exact: true, sensitive: true},
      {path: '/strict/', exact: true, strict: true},
      {path: '/dévices', exact: true},
      {path: '/double//', exact: true},
      {path: '*'},
    ];
    const odd = [
      '',
      '/strict',
      '/strict/',
      '/dévices',
      '/DÉVICES',
      '/Dévices/',
      '/double',
      '/double/',
      '/double//',
    ];
    for (const pathname of [...pathnames, ...odd])
      expect(found(mixed, pathname), pathname).toBe(scanned(mixed, pathname));
  });

  it('tries only the routes that are not plain paths before the one it looks up', () => {
    const routes: RouteConfig[] = [{path: '/api', exact: false}, ...docRoutes, {path: '*'}];
    const tried: string[] = [];
    firstMatchingRoute(routes, '/API/reference/list-devices/', (route) => {
      tried.push(route.path as string);
      return route.path === '/api/reference/list-devices' ? {} : null;
    });
    expect(tried).toEqual(['/api', '/api/reference/list-devices']);
  });
});
