// The framework's own helper, reached by its package path, which the alias in
// ./index.ts leaves alone (it matches the helper's relative import only).
import frameworkPrefetch from '@docusaurus/core/lib/client/prefetch.js';

const requested = new Map<string, Promise<void>>();

/** Prefetches a chunk the way the framework does, once per chunk URL. */
export default function prefetch(url: string): Promise<void> {
  let pending = requested.get(url);
  if (!pending) {
    pending = frameworkPrefetch(url);
    requested.set(url, pending);
  }
  return pending;
}
