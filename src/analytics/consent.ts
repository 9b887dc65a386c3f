/** The reader's analytics choice, kept in local storage so it survives reloads. */
export type Consent = 'accepted' | 'refused';

export const CONSENT_STORAGE_KEY = 'spotflow.analytics-consent';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some browsers throw on the mere access to localStorage when it is disabled.
    return null;
  }
}

export function createConsentStore(storage: StorageLike | null = defaultStorage()) {
  // Kept in memory as well, so a choice still holds for this page when storage is broken.
  let remembered: Consent | null = null;
  const listeners = new Set<(consent: Consent | null) => void>();

  function read(): Consent | null {
    if (remembered) return remembered;
    try {
      const value = storage?.getItem(CONSENT_STORAGE_KEY);
      return value === 'accepted' || value === 'refused' ? value : null;
    } catch (error) {
      console.warn('Analytics consent could not be read from local storage.', error);
      return null;
    }
  }

  function write(consent: Consent): void {
    remembered = consent;
    try {
      storage?.setItem(CONSENT_STORAGE_KEY, consent);
    } catch (error) {
      console.warn('Analytics consent could not be saved to local storage.', error);
    }
    listeners.forEach((listener) => listener(consent));
  }

  function subscribe(listener: (consent: Consent | null) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {read, write, subscribe, hasAccepted: () => read() === 'accepted'};
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

let browserStore: ConsentStore | undefined;

/** The one store the page shares, created on first use in the browser. */
export function browserConsentStore(): ConsentStore {
  browserStore ??= createConsentStore();
  return browserStore;
}
