import React from 'react';
import ApiItem from '@theme-original/ApiItem';
import DeferredBrowserFlag from '@site/src/components/DeferredBrowserFlag';

export default function ApiItemWrapper(props: Record<string, unknown>) {
  return (
    <DeferredBrowserFlag>
      <ApiItem {...props} />
    </DeferredBrowserFlag>
  );
}
