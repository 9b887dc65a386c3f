import {useEffect, useRef, useState} from 'react';

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays
 * true. Heavy components use it to fetch their code only when a reader gets near.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
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
      {rootMargin: `${margin} 0px`},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return [ref, near] as const;
}
