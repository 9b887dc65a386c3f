import React, {useEffect, useRef, useState, type ReactNode} from 'react';

const QUIET_MS = 100;
const LONGEST_WAIT_MS = 1000;

/**
 * Keeps freshly mounted content invisible (its space is still laid out) until
 * its size has stopped changing. Content that fills itself in from effects, such
 * as the API explorer's code samples, would otherwise push what sits below it
 * down while the reader looks at it; appearing once, settled, moves nothing.
 */
export default function RevealWhenSettled({children}: {children: ReactNode}) {
  const box = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || !box.current) return undefined;
    const reveal = () => setSettled(true);
    let quiet = setTimeout(reveal, QUIET_MS);
    const longest = setTimeout(reveal, LONGEST_WAIT_MS);
    const observer = new ResizeObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(reveal, QUIET_MS);
    });
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(longest);
    };
  }, [settled]);
  return (
    <div ref={box} style={settled ? undefined : {visibility: 'hidden'}}>
      {children}
    </div>
  );
}
