import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {codeBlockLanguage, ensurePrismLanguage} from '@site/src/prism/languages';

type Props = WrapperProps<typeof CodeBlockType>;

/** Registers the block's grammar (see src/prism/languages.ts) before the theme highlights it. */
export default function CodeBlockWrapper(props: Props) {
  ensurePrismLanguage(codeBlockLanguage(props));
  return <CodeBlock {...props} />;
}
