import React from 'react';
import ApiItem from '@theme-original/ApiItem';
import DeferredBrowserFlag from '@site/src/components/DeferredBrowserFlag';

/** API pages get the deferred "in the browser" flag (see DeferredBrowserFlag), so hydrating the explorer store does not block input. */
export default function ApiItemWrapper(props: Record<string, unknown>) {
  return (
    <DeferredBrowserFlag>
      <ApiItem {...props} />
    </DeferredBrowserFlag>
  );
}
