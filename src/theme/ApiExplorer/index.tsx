import React, {lazy} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import type {ApiExplorerProps} from '@theme-original/ApiExplorer';
import DeferredUntilNear from '@site/src/components/DeferredUntilNear';
import RevealWhenSettled from '@site/src/components/RevealWhenSettled';
import siteConfig from '@generated/docusaurus.config';
import {ensurePrismLanguage} from '@site/src/prism/languages';

const {languageTabs} = siteConfig.themeConfig as {languageTabs: Array<{highlight: string}>};

// The explorer (request builder and the code-sample generators for five
// languages) is most of an API page's JavaScript: fetch it when the reader
// gets near it rather than before the page can be read. Its code samples
// highlight with Prism directly, not through CodeBlock, so their grammars are
// registered when it arrives rather than while the page starts.
const OriginalApiExplorer = lazy(async () => {
  const explorer = await import('@theme-original/ApiExplorer');
  languageTabs.forEach((tab) => ensurePrismLanguage(tab.highlight));
  return explorer;
});

export default function ApiExplorerWrapper(props: ApiExplorerProps) {
  return (
    <DeferredUntilNear placeholder={<SkeletonLoader size="lg" />}>
      <RevealWhenSettled>
        <OriginalApiExplorer {...props} />
      </RevealWhenSettled>
    </DeferredUntilNear>
  );
}
