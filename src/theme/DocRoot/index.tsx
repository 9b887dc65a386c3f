import React from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import {matchPath, useLocation} from '@docusaurus/router';
import {firstMatchingRoute} from '../../routing/firstMatchingRoute';

type Props = WrapperProps<typeof DocRootType>;

/**
 * The theme finds the page's doc by matching the path against every doc route of the instance, and the
 * router's switch matches it again, so rendering all pages costs the square of the page count (1.4 million
 * matches at ten times the web API). The original gets the one route that matches.
 */
export default function DocRootWrapper(props: Props) {
  const {pathname} = useLocation();
  const docRoute = firstMatchingRoute(props.route.routes ?? [], pathname, (route) =>
    matchPath(pathname, route),
  );
  return <DocRoot {...props} route={docRoute ? {...props.route, routes: [docRoute.route]} : props.route} />;
}
