import React from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import ListItem from '@site/src/components/ListItem';

export default function SchemaItemWrapper(props: Record<string, unknown>) {
  return (
    <ListItem>
      <SchemaItem {...props} />
    </ListItem>
  );
}
