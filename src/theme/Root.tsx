import React, {type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CookieSettings from '@site/src/components/CookieSettings';

/** Adds the cookie settings dialog to every page. */
export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      {children}
      <BrowserOnly>{() => <CookieSettings />}</BrowserOnly>
    </>
  );
}
