import { useId, useState } from 'react';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import type { CampaignStatus } from './publish-check.types.ts';

export interface DeleteActivationButtonProps {
  status: CampaignStatus;
  /** The kind in the person's words: "campaign", "quest", "mission". */
  noun: string;
  /** Deletes (or archives) after the person confirmed. */
  onDelete(): void;
  busy?: boolean;
}

/** Live, upcoming or ended-while-published: unpublishing comes first (the API answers PUBLISHING.DELETE_FAILED). */
const LIVE: readonly CampaignStatus[] = ['active', 'upcoming', 'ended'];
/** Closed or past went live once: deleting archives it (kept for results), the rest is deleted for good. */
const WENT_LIVE: readonly CampaignStatus[] = ['closed', 'past'];

/** Spec 6: a company deletes its activation, after saying what happens to it. */
export function DeleteActivationButton({ status, noun, onDelete, busy = false }: DeleteActivationButtonProps) {
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const live = LIVE.includes(status);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        loading={busy}
        disabled={live}
        aria-describedby={live ? hintId : undefined}
      >
        Delete {noun}
      </Button>
      {live && (
        <p className="publish-bar__hint" id={hintId}>
          Unpublish it first to delete it.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete this ${noun}?`}
        confirmLabel="Delete"
        confirmVariant="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      >
        <p>
          {WENT_LIVE.includes(status)
            ? `It has been live, so it is archived: creators' results and your reports keep it, and it leaves your lists and browse.`
            : `It has never been live, so it is deleted for good. This cannot be undone.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
