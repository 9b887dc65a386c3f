import React from 'react';

interface Props {
  /** The finished SVG, drawn at build time by plugins/prerendered-diagrams. */
  svg: string;
  /** The diagram's accessible name, as in the SVG's <title>. */
  title: string;
  /** Narrowest width, in px, at which every label is still at least 11px. */
  minWidth: string;
}

/**
 * A diagram shrinks with its column down to `minWidth`; in a narrower column it keeps
 * that width and its frame scrolls sideways, with shadows at the edges that hold more
 * of it. The frame takes keyboard focus so that arrow keys scroll it too.
 */
export default function PrerenderedDiagram({svg, title, minWidth}: Props) {
  return (
    <figure className="diagram">
      <div
        className="diagram__frame"
        role="group"
        aria-label={`${title} (scrolls sideways)`}
        // A frame that scrolls must take focus, or keyboard users cannot scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        style={{'--diagram-min-width': `${minWidth}px`} as React.CSSProperties}
        dangerouslySetInnerHTML={{__html: svg}}
      />
    </figure>
  );
}
