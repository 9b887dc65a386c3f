import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * Wide tables scroll sideways on small screens; making them focusable lets
 * keyboard users scroll them too.
 */
export default {
  ...MDXComponents,
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
};
