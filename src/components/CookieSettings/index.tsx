import React, {useEffect, useRef, useState} from 'react';
import {browserConsentStore, type Consent} from '@site/src/analytics/consent';
import styles from './styles.module.css';

const OPEN_TRIGGER = '[data-cookie-settings]';

/**
 * The cookie settings dialog. Any element marked `data-cookie-settings` (the
 * footer action) opens it; a native modal <dialog> keeps focus inside and
 * closes on Escape.
 */
export default function CookieSettings() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [consent, setConsent] = useState<Consent | null>(null);

  useEffect(() => {
    const store = browserConsentStore();
    setConsent(store.read());
    const unsubscribe = store.subscribe(setConsent);
    const openOnTrigger = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.(OPEN_TRIGGER)) {
        event.preventDefault();
        dialogRef.current?.showModal();
      }
    };
    document.addEventListener('click', openOnTrigger);
    return () => {
      unsubscribe();
      document.removeEventListener('click', openOnTrigger);
    };
  }, []);

  const choose = (choice: Consent) => {
    browserConsentStore().write(choice);
    dialogRef.current?.close();
  };

  const status =
    consent === 'accepted'
      ? 'You currently allow analytics.'
      : consent === 'refused'
        ? 'You currently refuse analytics.'
        : 'You have not made a choice yet, so no analytics are collected.';

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="cookie-settings-title"
      aria-describedby="cookie-settings-description"
    >
      <h2 id="cookie-settings-title" className={styles.title}>
        Cookie settings
      </h2>
      <div id="cookie-settings-description">
        <p>
          This site works without cookies. With your permission, it records what you type in the search box so
          that we can see which topics readers miss. Nothing is sent to a third party.
        </p>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => choose('accepted')}>
          Accept analytics
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose('refused')}>
          Refuse analytics
        </button>
        <button type="button" className="button button--link" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
