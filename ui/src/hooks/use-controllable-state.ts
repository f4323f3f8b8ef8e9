import { useState } from 'react';

/**
 * State a parent may own (`value` given) or leave to the component (`defaultValue`), so inputs work both in
 * react-hook-form style controlled use and as drop-in uncontrolled fields in stories.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const current = value === undefined ? own : value;
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}
