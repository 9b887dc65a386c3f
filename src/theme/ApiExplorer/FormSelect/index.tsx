import React, {useContext, type ChangeEventHandler} from 'react';
import {FormItemLabelContext} from '../FormItem/labelContext';

type Props = {value?: string; options: string[]; onChange?: ChangeEventHandler<HTMLSelectElement>};

// Ejected from docusaurus-theme-openapi-docs 4.7.1 only to name the <select>
// after the label of the form item around it (Content-Type, Accept, ...).
export default function FormSelect({value, options, onChange}: Props) {
  const label = useContext(FormItemLabelContext);
  if (!Array.isArray(options) || options.length === 0) return null;
  return (
    <select className="openapi-explorer__select-input" value={value} onChange={onChange} aria-label={label}>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
