import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus bundles the server side (used only to render the static pages)
 * without shared chunks, so every lazily imported page chunk carries its own
 * copy of the modules it needs: each API reference page's chunk repeated the
 * whole API explorer, some 4.6 MB of source, and rendering held about 120 such
 * copies at once (570 MB of heap). One chunk holds each module once.
 */
export default function singleChunkServerBundlePlugin(): Plugin {
  return {
    name: 'single-chunk-server-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      return {plugins: [new currentBundler.instance.optimize.LimitChunkCountPlugin({maxChunks: 1})]};
    },
  };
}
