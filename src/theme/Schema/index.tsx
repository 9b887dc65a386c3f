import React from 'react';
import Schema, {type SchemaProps} from '@theme-original/Schema';
import ListItem from '@site/src/components/ListItem';

/**
 * Request and response bodies render their schema directly inside a <ul>. A
 * discriminated oneOf (the egress sink kinds, say) comes out as one <div> row,
 * so it needs the <li> that every other row gets from the SchemaItem wrapper.
 */
export default function SchemaWrapper(props: SchemaProps) {
  if (!props.schema?.discriminator) return <Schema {...props} />;
  return (
    <ListItem>
      <Schema {...props} />
    </ListItem>
  );
}
