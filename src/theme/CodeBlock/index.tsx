import React, {lazy, Suspense} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockType>;

// Prism and the code block come in their own chunk, fetched only by pages
// that show code. A server-rendered page keeps its highlighted HTML until the
// chunk arrives; only a page reached by client-side navigation before that
// shows the plain fallback for a moment.
const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

export default function CodeBlockWrapper(props: Props) {
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
