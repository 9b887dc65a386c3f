import {useEffect, useRef, useState} from 'react';

// Mermaid draws its labels at 16px and lets a diagram shrink to fit its column;
// a wide flowchart on a phone then ends up with 4px text. Below three quarters
// of its drawn size (12px labels) the diagram stops shrinking and scrolls sideways.
const SMALLEST_READABLE_SCALE = 0.75;

/**
 * Keeps the diagram drawn inside the returned element's subtree at a readable
 * size, and reports whether it is now wider than the element (which must then
 * scroll, and be reachable by keyboard to do so).
 */
export function useReadableDiagramWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    const fit = () => {
      const diagram = frame.querySelector('svg');
      const drawnWidth = diagram?.viewBox.baseVal?.width;
      if (!diagram || !drawnWidth) return;
      diagram.style.minWidth = `${Math.round(drawnWidth * SMALLEST_READABLE_SCALE)}px`;
      setOverflows(frame.scrollWidth > frame.clientWidth);
    };
    // The diagram arrives later (it is drawn in the browser) and the column can change width.
    const drawn = new MutationObserver(fit);
    drawn.observe(frame, {childList: true, subtree: true});
    const resized = new ResizeObserver(fit);
    resized.observe(frame);
    return () => {
      drawn.disconnect();
      resized.disconnect();
    };
  }, []);
  return [ref, overflows] as const;
}
