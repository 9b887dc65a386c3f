import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {docRouteFor} from '../../../src/theme/DocRoot/docRouteFor';
import {apiReference} from '../../../src/references';
import {repoRoot} from '../../support/built-site';

/** The route tree the build rendered (`.docusaurus/routes.js`), with each component replaced by its path. */
async function builtRoutes(): Promise<RouteConfig[]> {
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

/** Every list of doc routes that a DocRoot receives: leaves with a sidebar. */
function docRouteLists(routes: RouteConfig[]): RouteConfig[][] {
  const here =
    routes.some((route) => route.sidebar) && routes.every((route) => !route.routes) ? [routes] : [];
  return [...here, ...routes.flatMap((route) => docRouteLists(route.routes ?? []))];
}

describe('the doc routes of the build', () => {
  it('are found by path for every page of both docs instances, so no page falls back to a scan', async () => {
    const lists = docRouteLists(await builtRoutes());
    expect(lists.length).toBe(2);
    const operations = fs
      .readdirSync(path.join(repoRoot, apiReference.folder))
      .filter((file) => file.endsWith('.api.mdx'));
    expect(lists.flat().length).toBeGreaterThan(operations.length + 100);
    for (const list of lists) {
      for (const route of list)
        expect(docRouteFor(list, route.path as string), route.path as string).toBe(route);
    }
  });
});
