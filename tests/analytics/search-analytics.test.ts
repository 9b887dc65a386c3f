import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {debounce} from '../../src/analytics/debounce';
import {createSearchTracker, SEARCH_EVENT_DEBOUNCE_MS} from '../../src/analytics/searchAnalytics';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('calls once after the pause, with the latest arguments', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced('a');
    vi.advanceTimersByTime(60);
    debounced('ab');
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith('ab');
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('search tracker', () => {
  it('reports a query two seconds after the last keystroke, not before', () => {
    const host: {dataLayer?: unknown[]} = {};
    const tracker = createSearchTracker(() => true, host);
    tracker.onQueryChange('alert');
    vi.advanceTimersByTime(1999);
    expect(host.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(host.dataLayer).toEqual([{event: 'documentation_search', search_query: 'alert'}]);
  });

  it('pushes one documentation_search event per pause once the reader consented', () => {
    const host: {dataLayer?: unknown[]} = {};
    const tracker = createSearchTracker(() => true, host);
    for (const query of ['s', 'st', 'str', 'stream']) {
      tracker.onQueryChange(query);
      vi.advanceTimersByTime(300);
    }
    expect(host.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(SEARCH_EVENT_DEBOUNCE_MS);
    expect(host.dataLayer).toEqual([{event: 'documentation_search', search_query: 'stream'}]);
  });

  it('pushes nothing without consent', () => {
    const host: {dataLayer?: unknown[]} = {};
    const tracker = createSearchTracker(() => false, host);
    tracker.onQueryChange('device');
    vi.advanceTimersByTime(5000);
    expect(host.dataLayer).toBeUndefined();
  });

  it('checks consent when the event is due, not when typing started', () => {
    let consent = true;
    const host: {dataLayer?: unknown[]} = {};
    const tracker = createSearchTracker(() => consent, host);
    tracker.onQueryChange('sink');
    consent = false;
    vi.advanceTimersByTime(SEARCH_EVENT_DEBOUNCE_MS);
    expect(host.dataLayer).toBeUndefined();
  });

  it('does not report an emptied search box', () => {
    const host: {dataLayer?: unknown[]} = {dataLayer: []};
    const tracker = createSearchTracker(() => true, host);
    tracker.onQueryChange('   ');
    vi.advanceTimersByTime(SEARCH_EVENT_DEBOUNCE_MS);
    expect(host.dataLayer).toEqual([]);
  });
});
