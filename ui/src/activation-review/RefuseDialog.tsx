import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { Textarea } from '../textarea/Textarea.tsx';

export interface RefuseDialogProps {
  /** The activation being refused; null keeps the dialog closed. */
  activation: { name: string; companyName: string } | null;
  /** Refuses with the reason the company will read. */
  onRefuse(reason: string): void;
  onCancel(): void;
}

/** Refusing asks why: the company reads the reason and the activation goes back to draft. */
export function RefuseDialog({ activation, onRefuse, onCancel }: RefuseDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onCancel();
  };
  return (
    <ConfirmDialog
      open={activation !== null}
      title={`Refuse ${activation?.name ?? ''}?`}
      confirmLabel="Refuse"
      onCancel={close}
      onConfirm={() => {
        if (reason.trim() === '') return setError('Give the company a reason.');
        onRefuse(reason.trim());
        setReason('');
        setError(undefined);
      }}
    >
      <Textarea
        label={`Reason for ${activation?.companyName ?? 'the company'}`}
        hint="It goes back to draft; the company sees this reason."
        rows={4}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
    </ConfirmDialog>
  );
}
