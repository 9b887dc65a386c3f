import React, {type ReactNode} from 'react';
import Markdown from '@theme-original/Markdown';
import {PlainText, plainTextParts} from './PlainText';

/**
 * API pages render hundreds of schema descriptions, and the API theme's Markdown
 * renderer parses each one again while the page hydrates. Most are one sentence
 * with a few code spans: those get the same paragraph without the parser.
 */
export default function MarkdownWrapper({children}: {children?: ReactNode}) {
  const parts = typeof children === 'string' ? plainTextParts(children) : undefined;
  return parts ? <PlainText parts={parts} /> : <Markdown>{children}</Markdown>;
}
