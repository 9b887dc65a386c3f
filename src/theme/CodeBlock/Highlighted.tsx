import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {codeBlockLanguage, ensurePrismLanguage} from '@site/src/prism/languages';

type Props = WrapperProps<typeof CodeBlockType>;

/** The theme's code block, after registering its grammar (see src/prism/languages.ts). */
export default function HighlightedCodeBlock(props: Props) {
  ensurePrismLanguage(codeBlockLanguage(props));
  return <CodeBlock {...props} />;
}
