import type {RouteConfig} from 'react-router-config';

/** A path as React Router compares it with an exact, non-strict, case-insensitive route: one trailing slash is optional. */
const comparable = (pathname: string) => pathname.toLowerCase().replace(/(?<=.)\/$/, '');

const indexes = new WeakMap<RouteConfig[], Map<string, RouteConfig>>();

/**
 * The doc routes of a docs instance by path. An instance with a route that is a pattern rather than a
 * path gets an empty index, so its pages keep the theme's own search.
 */
function routesByPath(docRoutes: RouteConfig[]): Map<string, RouteConfig> {
  let index = indexes.get(docRoutes);
  if (!index) {
    index = new Map();
    const plain = docRoutes.every(
      (route) => route.exact && typeof route.path === 'string' && !/[:*?()+]/.test(route.path),
    );
    for (const route of plain ? docRoutes : []) {
      const key = comparable(route.path as string);
      // The first of two routes with the same path wins, as in the theme's own search.
      if (!index.has(key)) index.set(key, route);
    }
    indexes.set(docRoutes, index);
  }
  return index;
}

/** The doc route that React Router would match at `pathname`, found by path; undefined when it cannot tell. */
export function docRouteFor(docRoutes: RouteConfig[], pathname: string): RouteConfig | undefined {
  return routesByPath(docRoutes).get(comparable(pathname));
}
