import React, {type ReactNode} from 'react';

/**
 * The API reference theme renders its parameter and property rows as <div>s
 * directly inside <ul>; wrapping each row in an <li> makes the lists valid for
 * screen readers without changing how they look.
 */
export default function ListItem({children}: {children: ReactNode}) {
  return <li className="api-list-item">{children}</li>;
}
