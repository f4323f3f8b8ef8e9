import type { ReactNode } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from './server-error.ts';

export interface SaveRowProps {
  /** The server's error that names no field. */
  alert: FormServerError | null;
  /** The save button's text. */
  label: ReactNode;
  submitting: boolean;
  /** When given, said instead of the button (a member who reads what only the owner may change). */
  readOnlyNote?: ReactNode;
}

/** The end of a form that saves: the server's alert, then Save (or why the reader cannot save). */
export function SaveRow({ alert, label, submitting, readOnlyNote }: SaveRowProps) {
  return (
    <>
      {alert && <Alert tone="error">{alert.message}</Alert>}
      {readOnlyNote ? (
        <p>{readOnlyNote}</p>
      ) : (
        <Button type="submit" loading={submitting}>
          {label}
        </Button>
      )}
    </>
  );
}
