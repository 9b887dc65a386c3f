import React, {Suspense, type ReactNode} from 'react';
import {useNearViewport} from '@site/src/hooks/useNearViewport';

/** Renders `children` (typically a React.lazy component) only once the reader scrolls near it. */
export default function DeferredUntilNear({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
