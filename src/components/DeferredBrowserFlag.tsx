import React, {useContext, useDeferredValue, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

/**
 * Once a page has hydrated, Docusaurus flips its "in the browser" flag: every code
 * block and tab set remounts to pick up client-only state, and the API theme rebuilds
 * its explorer store. The flip is an urgent update, so React redoes all of it in one
 * uninterruptible task (a quarter of a second on a phone for an API page). Below this
 * component the flag arrives as a deferred value instead, so React does the same work
 * in slices that leave room for the reader's input.
 */
export default function DeferredBrowserFlag({children}: {children: ReactNode}) {
  const isBrowser = useDeferredValue(useContext(BrowserContext));
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
