import type {RouteConfig} from 'react-router-config';

/** A path as React Router compares it with an exact, non-strict, case-insensitive route: one trailing slash is optional. */
const comparable = (pathname: string) => pathname.toLowerCase().replace(/\/$/, '');

// Lower-casing agrees with a case-insensitive regular expression on ASCII text only, and no ASCII path
// matches a path with other characters.
const ASCII = /^[\x20-\x7e]*$/;

/** A route that React Router compares with a pathname as `comparable` text rather than as a pattern. */
const isPlainPath = (route: RouteConfig): route is RouteConfig & {path: string} =>
  Boolean(route.exact && !route.strict && !route.sensitive) &&
  typeof route.path === 'string' &&
  route.path !== '' &&
  ASCII.test(route.path) &&
  !/[:*?()+\\]|\/\//.test(route.path);

type RouteIndex = {positionByPath: Map<string, number>; otherPositions: number[]};

const indexes = new WeakMap<RouteConfig[], RouteIndex>();

function indexOf(routes: RouteConfig[]): RouteIndex {
  let index = indexes.get(routes);
  if (!index) {
    index = {positionByPath: new Map(), otherPositions: []};
    for (const [position, route] of routes.entries()) {
      if (!isPlainPath(route)) {
        index.otherPositions.push(position);
        continue;
      }
      const key = comparable(route.path);
      // The first of two routes with the same path wins, as in a scan.
      if (!index.positionByPath.has(key)) index.positionByPath.set(key, position);
    }
    indexes.set(routes, index);
  }
  return index;
}

/**
 * The first of `routes` that `matchOf` matches at `pathname`, as a scan in order finds it. A scan costs
 * the number of routes for each page, so rendering every page costs their square; routes with a plain
 * path are looked up instead, and only the others before that route are tried. `matchOf` must match a
 * plain-path route as React Router's `matchPath` does.
 */
export function firstMatchingRoute<Match>(
  routes: RouteConfig[],
  pathname: string,
  matchOf: (route: RouteConfig) => Match | null,
): {route: RouteConfig; match: Match} | undefined {
  const {positionByPath, otherPositions} = indexOf(routes);
  const candidate = ASCII.test(pathname) ? positionByPath.get(comparable(pathname)) : undefined;
  const tried =
    candidate === undefined ? otherPositions : [...otherPositions.filter((p) => p < candidate), candidate];
  for (const position of tried) {
    const match = matchOf(routes[position]);
    if (match) return {route: routes[position], match};
  }
  return undefined;
}
