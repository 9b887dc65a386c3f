import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageAsMarkdown from '@site/src/components/CopyPageAsMarkdown';

type Props = WrapperProps<typeof ContentType>;

/** Every docs page, guides and references alike, offers its Markdown copy. */
export default function ContentWrapper(props: Props) {
  return (
    <>
      <CopyPageAsMarkdown />
      <Content {...props} />
    </>
  );
}
