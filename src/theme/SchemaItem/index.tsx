import React from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import ListItem from '@site/src/components/ListItem';

/** Each schema property row becomes an <li>: the theme puts bare <div> rows inside its <ul> (see ListItem). */
export default function SchemaItemWrapper(props: Record<string, unknown>) {
  return (
    <ListItem>
      <SchemaItem {...props} />
    </ListItem>
  );
}
