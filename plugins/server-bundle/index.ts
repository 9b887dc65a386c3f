import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The server bundle only renders the static pages, so it is built for a build that grows with
 * the site rather than for shipping:
 * - Docusaurus bundles it without shared chunks, so each lazily imported page chunk would carry
 *   its own copy of the modules it needs. Bundling every `import()` eagerly puts all modules in
 *   the one entry chunk, each once. (The bundler's LimitChunkCountPlugin merged the page chunks
 *   afterwards instead, at a cost that grows with the square of the page count: with the API
 *   reference copied ten times, 117 of the build's 285 s of bundling.)
 * - Scope hoisting (`concatenateModules`) makes shipped code smaller; in one chunk that holds
 *   every page it took 58 of 96 s of bundling at ten times the API reference.
 * - `react-router-config` is `matchRoutes.ts`, whose `matchRoutes` looks a page's route up by path:
 *   Docusaurus matches each page it renders against every route twice, so rendering grew with the
 *   square of the page count. The browser keeps the package's own, which matches one page at a time.
 */
export default function serverBundlePlugin(): Plugin {
  return {
    name: 'server-bundle',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {
        module: {parser: {javascript: {dynamicImportMode: 'eager'}}},
        optimization: {concatenateModules: false},
        resolve: {alias: {'react-router-config$': path.join(__dirname, 'matchRoutes.ts')}},
      };
    },
  };
}
