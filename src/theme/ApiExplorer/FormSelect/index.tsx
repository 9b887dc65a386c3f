import React, {useContext, type ComponentProps} from 'react';
import FormSelect from '@theme-original/ApiExplorer/FormSelect';
import {FormItemLabelContext} from '../FormItem/labelContext';

/**
 * The explorer's selects (Content-Type, Accept, enum parameters) have no accessible name. A <label>
 * around each, with the visible label of its form item as hidden text, names it after that label.
 */
export default function FormSelectWrapper(props: ComponentProps<typeof FormSelect>) {
  const label = useContext(FormItemLabelContext);
  if (!label) return <FormSelect {...props} />;
  return (
    <label>
      <span className="api-control-name">{label}</span>
      <FormSelect {...props} />
    </label>
  );
}
