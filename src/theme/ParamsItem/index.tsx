import React from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import ListItem from '@site/src/components/ListItem';

export default function ParamsItemWrapper(props: Record<string, unknown>) {
  return (
    <ListItem>
      <ParamsItem {...props} />
    </ListItem>
  );
}
