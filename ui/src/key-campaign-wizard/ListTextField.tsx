import { useState } from 'react';
import { TextField, type TextFieldProps } from '../text-field/TextField.tsx';

export interface ListTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The items. */
  value: readonly string[];
  /** Called with the items typed, separated by commas, blanks dropped. */
  onChange(items: string[]): void;
}

const parse = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** A short free-text list typed with commas (tags, genres); keeps what is typed, follows outside changes. */
export function ListTextField({ value, onChange, ...field }: ListTextFieldProps) {
  const [text, setText] = useState(value.join(', '));
  // A new list from outside (a Steam import, a reset) replaces the text; the person's own typing does not.
  if (!same(parse(text), value)) setText(value.join(', '));
  return (
    <TextField
      {...field}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
    />
  );
}
