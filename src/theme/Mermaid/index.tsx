import React, {lazy} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import DeferredUntilNear from '@site/src/components/DeferredUntilNear';
import {useReadableDiagramWidth} from '@site/src/hooks/useReadableDiagramWidth';

// Mermaid is large: pages without a diagram never fetch it, and pages with one
// fetch it when the diagram comes close to the viewport.
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props) {
  const frame = useReadableDiagramWidth<HTMLDivElement>();
  return (
    <div ref={frame} className="diagram-frame">
      <DeferredUntilNear placeholder={<div className="mermaid-placeholder" aria-busy="true" />}>
        <OriginalMermaid {...props} />
      </DeferredUntilNear>
    </div>
  );
}
