import { Alert } from '../alert/Alert.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { formatCount } from '../format/format.ts';

export interface ConvertPreLaunchDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The pre-launch campaign's name, for the question. */
  campaignName: string;
  /** How many creators wait on the waitlist. */
  waitlistCount: number;
  /** Converts after the person confirmed. */
  onConfirm(): void;
  /** Closes without converting. */
  onCancel(): void;
  /** Why the last conversion failed. */
  error?: string | null;
}

/** Who waits to be accepted once the campaign converts; none is said as none, not as "0 creators". */
function waitlistLine(count: number): string {
  if (count === 0) return 'No creator is on the waitlist yet.';
  return count === 1
    ? 'The creator on the waitlist can be accepted.'
    : `The ${formatCount(count)} creators on the waitlist can be accepted.`;
}

/** Spec 4: a pre-launch campaign becomes a Key campaign only after this confirmation; it cannot be undone. */
export function ConvertPreLaunchDialog({ open, campaignName, waitlistCount, onConfirm, onCancel, error }: ConvertPreLaunchDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Convert ${campaignName} to a Key campaign?`}
      confirmLabel="Convert to Key campaign"
      confirmVariant="primary"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>Creators can then be invited, claim keys and submit content. {waitlistLine(waitlistCount)} This cannot be undone.</p>
      {error && <Alert tone="error">{error}</Alert>}
    </ConfirmDialog>
  );
}
