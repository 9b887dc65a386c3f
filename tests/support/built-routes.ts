import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {RouteConfig} from 'react-router-config';
import {repoRoot} from './built-site';

/** The route tree the build rendered (`.docusaurus/routes.js`), with each component replaced by its path. */
export async function builtRoutes(): Promise<RouteConfig[]> {
  const source = fs
    .readFileSync(path.join(repoRoot, '.docusaurus/routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace(/^/, 'const ComponentCreator = (path) => path;\n');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
  try {
    fs.writeFileSync(path.join(dir, 'routes.mjs'), source);
    return (await import(pathToFileURL(path.join(dir, 'routes.mjs')).href)).default as RouteConfig[];
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Every list of routes in the tree, each with the routes above it. */
export function routeLevels(routes: RouteConfig[]): RouteConfig[][] {
  return [routes, ...routes.flatMap((route) => routeLevels(route.routes ?? []))];
}
