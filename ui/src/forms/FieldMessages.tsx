import type { ReactNode } from 'react';

export interface FieldMessagesProps {
  error?: string | undefined;
  errorId?: string | undefined;
  hint?: ReactNode;
  hintId?: string | undefined;
}

/** A field's error, then its hint, under the control, with the ids its aria-describedby names (fieldDescription). */
export function FieldMessages({ error, errorId, hint, hintId }: FieldMessagesProps) {
  return (
    <>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </>
  );
}
