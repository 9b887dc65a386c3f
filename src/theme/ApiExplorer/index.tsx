import React, {lazy} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import type {ApiExplorerProps} from '@theme-original/ApiExplorer';
import DeferredUntilNear from '@site/src/components/DeferredUntilNear';
import siteConfig from '@generated/docusaurus.config';

// The explorer (request builder and the code-sample generators for five
// languages) is most of an API page's JavaScript: fetch it when the reader
// gets near it rather than before the page can be read. Its code samples
// highlight with Prism directly, so their grammars load with it.
const {languageTabs} = siteConfig.themeConfig as {languageTabs: Array<{highlight: string}>};
const OriginalApiExplorer = lazy(async () => {
  const [explorer, {loadPrismLanguage}] = await Promise.all([
    import('@theme-original/ApiExplorer'),
    import('@site/src/prism/languages'),
  ]);
  await Promise.all(languageTabs.map((tab) => loadPrismLanguage(tab.highlight)));
  return explorer;
});

export default function ApiExplorerWrapper(props: ApiExplorerProps) {
  return (
    <DeferredUntilNear placeholder={<SkeletonLoader size="lg" />}>
      <OriginalApiExplorer {...props} />
    </DeferredUntilNear>
  );
}
