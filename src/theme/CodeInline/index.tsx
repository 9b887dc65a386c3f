import React from 'react';
import clsx from 'clsx';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeInlineType>;

// About 280 px of code text: it fits the narrowest phone's line, padding included.
const LONGEST_UNBROKEN = 30;
// An option short enough to keep whole even in a narrow first column of a table.
const LONGEST_OPTION = 16;

/**
 * Browsers may break a line after a hyphen, which splits `--workspace` into
 * `--` and `workspace` and makes an option look like two words. A single short
 * token (an option, a command, a field name) stays on one line; longer code
 * and code with spaces wraps as before.
 */
export default function CodeInlineWrapper(props: Props) {
  const {children, className} = props;
  const unbroken =
    typeof children === 'string' && children.length <= LONGEST_UNBROKEN && !/\s/.test(children);
  const shortOption = unbroken && children.length <= LONGEST_OPTION && /^--?[a-z]/.test(children);
  return (
    <CodeInline
      {...props}
      className={clsx(className, unbroken && 'code-unbroken', shortOption && 'code-option') || undefined}
    />
  );
}
