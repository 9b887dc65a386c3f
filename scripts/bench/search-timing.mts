import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../../tests/support/browser';

/** Time from typing to the first suggestion (index not loaded yet), then for a second query. */
export async function searchTimings(baseUrl: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/', {waitUntil: 'networkidle'});
    const timeQuery = (query: string) =>
      page.evaluate(
        (text) =>
          new Promise<number>((resolve) => {
            const input = document.querySelector<HTMLInputElement>('input.navbar__search-input')!;
            // No named helper functions in here: tsx would wrap them in a `__name`
            // call that does not exist in the page.
            const previous = document.querySelector('[role="option"]');
            const started = performance.now();
            const observer = new MutationObserver(() => {
              const current = document.querySelector('[role="option"]');
              if (current && current !== previous) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(document.body, {childList: true, subtree: true});
            input.focus();
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
            setter.call(input, text);
            input.dispatchEvent(new Event('input', {bubbles: true}));
          }),
        query,
      );
    const first = await timeQuery('provisioning');
    const next = await timeQuery('egress sink');
    return {first, next};
  } finally {
    await browser.close();
  }
}
