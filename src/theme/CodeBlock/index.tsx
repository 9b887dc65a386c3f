import React, {lazy, Suspense, type ComponentType} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {codeBlockLanguage} from '@site/src/prism/codeBlockLanguage';

type Props = WrapperProps<typeof CodeBlockType>;

// Prism, the code block and each extra grammar come in their own chunks,
// fetched only by pages that show code in that language. A server-rendered
// page keeps its highlighted HTML until they arrive; only a page reached by
// client-side navigation before that shows the plain fallback for a moment.
const highlightedByLanguage = new Map<string, ComponentType<Props>>();

function highlightedCodeBlock(language: string | undefined): ComponentType<Props> {
  const key = language ?? '';
  if (!highlightedByLanguage.has(key)) {
    const component = lazy(async () => {
      const [codeBlock, {loadPrismLanguage}] = await Promise.all([
        import('@theme-original/CodeBlock'),
        import('@site/src/prism/languages'),
      ]);
      await loadPrismLanguage(language);
      return codeBlock;
    });
    highlightedByLanguage.set(key, component);
  }
  return highlightedByLanguage.get(key)!;
}

export default function CodeBlockWrapper(props: Props) {
  const HighlightedCodeBlock = highlightedCodeBlock(codeBlockLanguage(props));
  const plain = (
    <pre className="code-block-loading" tabIndex={0}>
      <code>{props.children}</code>
    </pre>
  );
  return (
    <Suspense fallback={plain}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
