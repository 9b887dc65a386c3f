import React, {lazy} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import type {ApiExplorerProps} from '@theme-original/ApiExplorer';
import DeferredUntilNear from '@site/src/components/DeferredUntilNear';
import siteConfig from '@generated/docusaurus.config';
import {ensurePrismLanguage} from '@site/src/prism/languages';

// The explorer (request builder and the code-sample generators for five
// languages) is most of an API page's JavaScript: fetch it when the reader
// gets near it rather than before the page can be read.
const OriginalApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

// The explorer's code samples highlight with Prism directly, not through CodeBlock.
const {languageTabs} = siteConfig.themeConfig as {languageTabs: Array<{highlight: string}>};
languageTabs.forEach((tab) => ensurePrismLanguage(tab.highlight));

export default function ApiExplorerWrapper(props: ApiExplorerProps) {
  return (
    <DeferredUntilNear placeholder={<SkeletonLoader size="lg" />}>
      <OriginalApiExplorer {...props} />
    </DeferredUntilNear>
  );
}
