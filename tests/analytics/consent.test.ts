import {describe, expect, it, vi} from 'vitest';
import {CONSENT_STORAGE_KEY, createConsentStore} from '../../src/analytics/consent';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const throwingStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
};

describe('consent store', () => {
  it('starts without a choice, so analytics stay off', () => {
    const store = createConsentStore(memoryStorage());
    expect(store.read()).toBeNull();
    expect(store.hasAccepted()).toBe(false);
  });

  it('keeps the choice in storage for the next visit', () => {
    const storage = memoryStorage();
    createConsentStore(storage).write('accepted');
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(createConsentStore(storage).hasAccepted()).toBe(true);
  });

  it('ignores a stored value it does not know', () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    expect(createConsentStore(storage).read()).toBeNull();
  });

  it('tells subscribers about a new choice', () => {
    const store = createConsentStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write('refused');
    unsubscribe();
    store.write('accepted');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('refused');
  });

  it('survives storage that throws, remembering the choice for this page and warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createConsentStore(throwingStorage);
    expect(store.read()).toBeNull();
    store.write('accepted');
    expect(store.hasAccepted()).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('works with no storage at all', () => {
    const store = createConsentStore(null);
    store.write('refused');
    expect(store.read()).toBe('refused');
  });
});
