import React, {Children, cloneElement, isValidElement, type ReactNode} from 'react';
import DiscriminatorTabs from '@theme-original/DiscriminatorTabs';

/**
 * Each tab of a discriminated schema (one egress sink kind, say) shows that
 * kind's properties as <li> rows; the theme puts them straight into the tab
 * panel, so each panel gets the <ul> that makes them a list.
 */
export default function DiscriminatorTabsWrapper({children, ...props}: {children?: ReactNode}) {
  const tabs = Children.map(children, (tab) =>
    isValidElement<{children?: ReactNode}>(tab)
      ? cloneElement(tab, {}, <ul className="api-list">{tab.props.children}</ul>)
      : tab,
  );
  return <DiscriminatorTabs {...props}>{tabs}</DiscriminatorTabs>;
}
