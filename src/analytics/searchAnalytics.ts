import {debounce} from './debounce';

export const SEARCH_EVENT = 'documentation_search';
export const SEARCH_EVENT_DEBOUNCE_MS = 2000;

export type SearchEvent = {event: typeof SEARCH_EVENT; search_query: string};
type DataLayerHost = {dataLayer?: unknown[]};

/**
 * Reports what readers search for, one event per typing pause, and only while
 * they have accepted analytics. Events go to `dataLayer` and nowhere else.
 */
export function createSearchTracker(
  hasConsent: () => boolean,
  host: DataLayerHost,
  waitMs = SEARCH_EVENT_DEBOUNCE_MS,
) {
  const push = debounce((query: string) => {
    if (!hasConsent() || query.trim() === '') return;
    host.dataLayer = host.dataLayer ?? [];
    host.dataLayer.push({event: SEARCH_EVENT, search_query: query} satisfies SearchEvent);
  }, waitMs);
  return {onQueryChange: push, cancel: push.cancel};
}
