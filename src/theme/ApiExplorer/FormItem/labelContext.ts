import {createContext} from 'react';

/** The visible label of the explorer form item that a control sits in. */
export const FormItemLabelContext = createContext<string | undefined>(undefined);
