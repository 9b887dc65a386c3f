import React from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import ListItem from '@site/src/components/ListItem';

/** Each parameter row becomes an <li>: the theme puts bare <div> rows inside its <ul> (see ListItem). */
export default function ParamsItemWrapper(props: Record<string, unknown>) {
  return (
    <ListItem>
      <ParamsItem {...props} />
    </ListItem>
  );
}
