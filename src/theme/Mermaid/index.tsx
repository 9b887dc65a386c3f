import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

// Mermaid is large: fetch it only when a diagram comes close to the viewport,
// so pages without one, and the first paint of pages with one, do without it.
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

type Props = WrapperProps<typeof MermaidType>;

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '300px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near] as const;
}

export default function MermaidWrapper(props: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div className="mermaid-placeholder" aria-busy="true" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <OriginalMermaid {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
