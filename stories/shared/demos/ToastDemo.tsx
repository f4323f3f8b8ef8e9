import { useEffect } from 'react';
import { Button } from '../../../ui/src/button/Button.tsx';
import { useToasts } from '../../../ui/src/toast/ToastProvider.tsx';
import type { ToastInput } from '../../../ui/src/toast/toast.types.ts';

export interface ToastDemoProps {
  /** Toasts a button each adds when pressed. */
  toasts: (ToastInput & { label: string })[];
  /** Toasts added as soon as the demo renders. */
  initial?: ToastInput[];
}

/** A few buttons that add toasts, so stories and docs can show the provider at work. */
export function ToastDemo({ toasts, initial = [] }: ToastDemoProps) {
  const { add } = useToasts();
  // Once on mount; toasts without an id would otherwise be added again on every render.
  useEffect(() => initial.forEach((input) => void add(input)), []);
  return (
    <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
      {toasts.map(({ label, ...input }) => (
        <Button key={label} variant="secondary" onClick={() => add(input)}>
          {label}
        </Button>
      ))}
    </div>
  );
}
