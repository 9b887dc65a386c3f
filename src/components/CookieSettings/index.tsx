import React, {useEffect, useRef, useState, type KeyboardEvent} from 'react';
import {browserConsentStore, type Consent} from '@site/src/analytics/consent';
import styles from './styles.module.css';

const OPEN_TRIGGER = '[data-cookie-settings]';

/** Keeps Tab and Shift+Tab cycling through the dialog's own controls. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button, a[href]'));
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The cookie settings dialog. Any element marked `data-cookie-settings` (the
 * footer action) opens it; as a native modal <dialog> it makes the page behind
 * it inert and closes on Escape.
 */
export default function CookieSettings() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Rendered only in the browser (Root wraps it in BrowserOnly), so the stored choice can be read at once.
  const [consent, setConsent] = useState<Consent | null>(() => browserConsentStore().read());

  useEffect(() => {
    const unsubscribe = browserConsentStore().subscribe(setConsent);
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
      onKeyDown={trapFocus}
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
