import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus bundles the server side (used only to render the static pages) without shared
 * chunks, so each lazily imported page chunk would carry its own copy of the modules it needs.
 * Bundling every `import()` of the server side eagerly puts all modules in the one entry chunk,
 * each once. The bundler's LimitChunkCountPlugin did the same by merging the page chunks
 * afterwards, at a cost that grows with the square of the page count: with the API reference
 * copied ten times it took 117 of the build's 285 s of bundling.
 */
export default function singleChunkServerBundlePlugin(): Plugin {
  return {
    name: 'single-chunk-server-bundle',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {module: {parser: {javascript: {dynamicImportMode: 'eager'}}}};
    },
  };
}
