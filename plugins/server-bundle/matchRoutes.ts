// Stands in for `react-router-config` in the server bundle only (see `index.ts`).
import {matchPath, Router} from 'react-router';
import type {MatchedRoute, RouteConfig} from 'react-router-config';
import {firstMatchingRoute} from '../../src/routing/firstMatchingRoute';

// The package's own module entry, by path: its name is aliased to this file.
export {renderRoutes} from 'react-router-config/esm/react-router-config.js';

// React Router's typings leave out the static that matches a route without a path at the top level.
type RootMatchOf = {computeRootMatch: (pathname: string) => MatchedRoute<object>['match']};

/**
 * react-router-config's `matchRoutes`, with the same branch, without trying every route of a level in
 * turn: Docusaurus calls it twice for each page it renders (to preload the page's components and to
 * normalise its location), and the doc routes of one docs instance are one level.
 */
export function matchRoutes(
  routes: RouteConfig[],
  pathname: string,
  branch: MatchedRoute<object>[] = [],
): MatchedRoute<object>[] {
  const found = firstMatchingRoute(routes, pathname, (route) =>
    route.path
      ? matchPath(pathname, route)
      : (branch.at(-1)?.match ?? (Router as unknown as RootMatchOf).computeRootMatch(pathname)),
  );
  if (found) {
    branch.push(found);
    if (found.route.routes) matchRoutes(found.route.routes, pathname, branch);
  }
  return branch;
}
