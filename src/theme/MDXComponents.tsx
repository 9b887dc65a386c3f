import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import PrerenderedDiagram from '@site/src/components/PrerenderedDiagram';

/**
 * Wide tables scroll sideways on small screens; making them focusable lets
 * keyboard users scroll them too. ```mermaid fences arrive as PrerenderedDiagram
 * (plugins/prerendered-diagrams).
 */
export default {
  ...MDXComponents,
  PrerenderedDiagram,
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
};
