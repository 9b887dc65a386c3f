import fs from 'node:fs';
import {createRequire} from 'node:module';
import {matchPath} from 'react-router';
import type {RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {docRouteFor} from '../../../src/theme/DocRoot/docRouteFor';

const require = createRequire(import.meta.url);
const installedSource = (file: string) => fs.readFileSync(require.resolve(file), 'utf8');

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
  '/',
  '/nowhere',
];

const routerChoice = (routes: RouteConfig[], pathname: string) =>
  routes.find((route) => matchPath(pathname, route));

describe('the doc route the DocRoot wrapper hands the theme', () => {
  it('is the route React Router matches, for every form of a path', () => {
    for (const pathname of pathnames) {
      expect(docRouteFor(docRoutes, pathname), pathname).toBe(routerChoice(docRoutes, pathname));
    }
    expect(pathnames.filter((pathname) => docRouteFor(docRoutes, pathname)).length).toBe(9);
  });

  it('is left to the theme when an instance has a route that is a pattern', () => {
    const withPattern = [...docRoutes, {path: '/api/reference/:operation', exact: true}];
    expect(routerChoice(withPattern, '/api/reference/list-devices')).toBeDefined();
    for (const pathname of pathnames) expect(docRouteFor(withPattern, pathname), pathname).toBeUndefined();
  });
});

describe('the classic theme that the wrapper narrows (Docusaurus internals)', () => {
  it('renders DocRoot from its props through useDocRootMetadata', () => {
    const docRoot = installedSource('@docusaurus/theme-classic/lib/theme/DocRoot/index.js');
    expect(docRoot).toMatch(/useDocRootMetadata\(props\)/);
  });

  it('looks the page up in route.routes by matchPath and renders those routes', () => {
    const docsUtils = installedSource('@docusaurus/plugin-content-docs/lib/client/docsUtils.js');
    const body = docsUtils.slice(docsUtils.indexOf('function useDocRootMetadata('));
    const hook = body.slice(0, body.indexOf('\n}\n'));
    expect(hook).toMatch(/const docRoutes = route\.routes;/);
    expect(hook).toMatch(/docRoutes\.find\(\(docRoute\) => matchPath\(location\.pathname, docRoute\)\)/);
    expect(hook).toMatch(/renderRoutes\(docRoutes\)/);
  });
});
