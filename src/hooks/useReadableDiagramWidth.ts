import {useEffect, useRef} from 'react';

// Mermaid draws its labels at 16px and lets a diagram shrink to fit its column;
// a wide flowchart on a phone then ends up with 4px text. Below three quarters
// of its drawn size (12px labels) the diagram stops shrinking and scrolls sideways.
const SMALLEST_READABLE_SCALE = 0.75;

/**
 * Keeps the diagram drawn inside the returned element's subtree at a readable
 * size. When the diagram is then wider than the element, the element becomes a
 * named region that keyboard users can focus to scroll it.
 */
export function useReadableDiagramWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    const fit = () => {
      const diagram = frame.querySelector('svg');
      const drawnWidth = diagram?.viewBox.baseVal?.width;
      if (!diagram || !drawnWidth) return;
      diagram.style.minWidth = `${Math.round(drawnWidth * SMALLEST_READABLE_SCALE)}px`;
      // Set together with the width rather than through React state: the re-render
      // would come a moment later, and for that moment the frame would scroll
      // without being reachable by keyboard.
      if (frame.scrollWidth > frame.clientWidth) {
        frame.tabIndex = 0;
        frame.setAttribute('role', 'region');
        frame.setAttribute('aria-label', 'Diagram, scrolls sideways');
      } else {
        frame.removeAttribute('tabindex');
        frame.removeAttribute('role');
        frame.removeAttribute('aria-label');
      }
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
  return ref;
}
