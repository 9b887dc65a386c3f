import React, {useEffect, useMemo, type FormEvent} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {browserConsentStore} from '@site/src/analytics/consent';
import {createSearchTracker} from '@site/src/analytics/searchAnalytics';

type Props = WrapperProps<typeof SearchBarType>;

/** The search box, reporting typed queries to `dataLayer` when the reader has consented. */
export default function SearchBarWrapper(props: Props) {
  const tracker = useMemo(
    () =>
      typeof window === 'undefined'
        ? null
        : createSearchTracker(() => browserConsentStore().hasAccepted(), window as {dataLayer?: unknown[]}),
    [],
  );
  useEffect(() => () => tracker?.cancel(), [tracker]);

  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.tagName === 'INPUT') tracker?.onQueryChange(target.value);
  };

  return (
    <div onInput={onInput} className="search-bar-wrapper">
      <SearchBar {...props} />
    </div>
  );
}
