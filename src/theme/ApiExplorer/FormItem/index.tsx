import React from 'react';
import FormItem, {type FormItemProps} from '@theme-original/ApiExplorer/FormItem';
import {FormItemLabelContext} from './labelContext';

/**
 * The explorer prints a form item's label as a <label> that is not tied to its
 * control; handing the text down lets the control carry it as its accessible name.
 */
export default function FormItemWrapper(props: FormItemProps) {
  return (
    <FormItemLabelContext.Provider value={typeof props.label === 'string' ? props.label : undefined}>
      <FormItem {...props} />
    </FormItemLabelContext.Provider>
  );
}
