import React, {lazy, Suspense} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

// Mermaid is large: load it only on pages that actually render a diagram.
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props) {
  const placeholder = <div className="mermaid-placeholder" aria-busy="true" />;
  return (
    <BrowserOnly fallback={placeholder}>
      {() => (
        <Suspense fallback={placeholder}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
