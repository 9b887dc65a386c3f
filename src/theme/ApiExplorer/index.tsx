import React, {lazy} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import type {ApiExplorerProps} from '@theme-original/ApiExplorer';
import DeferredUntilNear from '@site/src/components/DeferredUntilNear';
import RevealWhenSettled from '@site/src/components/RevealWhenSettled';
import siteConfig from '@generated/docusaurus.config';
import {grammarOf} from '@site/src/prism/languages';

const {languageTabs} = siteConfig.themeConfig as {languageTabs: Array<{highlight: string}>};

// The explorer (request builder and the code-sample generators for five
// languages) is most of an API page's JavaScript: fetch it when the reader
// gets near it rather than before the page can be read. Its code samples
// are not in the page's Markdown, so their grammars come with it rather than with the page.
const OriginalApiExplorer = lazy(async () => {
  const grammars = languageTabs.flatMap((tab) => grammarOf(tab.highlight) ?? []);
  const [explorer] = await Promise.all([
    import('@theme-original/ApiExplorer'),
    ...grammars.map((grammar) => import(`../../prism/grammars/${grammar}`)),
  ]);
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
