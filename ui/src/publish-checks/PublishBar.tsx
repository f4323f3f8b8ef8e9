import { useId, useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog.tsx';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import type { CampaignStatus } from './publish-check.types.ts';
import './PublishChecks.css';

export interface PublishBarProps {
  /** The campaign's status; 'waitingForReview' is a first publish held for account review. */
  status: CampaignStatus;
  /** How many publish checks fail; Publish waits until there are none. */
  failingChecks: number;
  /** Publishes (or, for an unreviewed company, sends for review). */
  onPublish(): void;
  /** Unpublishes after the person confirmed; a held campaign goes back to draft. */
  onUnpublish(): void;
  /** Which action is under way. */
  busy?: 'publish' | 'unpublish' | null;
  /** Why the last publish or unpublish failed. */
  error?: string | null;
}

/** Spec 4: where a campaign can be published from: never live, closed again, or past (the checks then ask for new dates). */
const PUBLISHABLE: readonly CampaignStatus[] = ['unpublished', 'closed', 'past'];

/** The campaign's status with Publish or Unpublish (owner actions, spec 4) and the review-hold notice. */
export function PublishBar({ status, failingChecks, onPublish, onUnpublish, busy = null, error }: PublishBarProps) {
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const held = status === 'waitingForReview';
  const blocked = failingChecks > 0;
  return (
    <div className="form">
      <div className="publish-bar">
        <p className="publish-bar__status">
          Status: <StatusBadge kind="campaign" status={status} />
        </p>
        <div className="publish-bar__actions">
          {PUBLISHABLE.includes(status) ? (
            <Button onClick={onPublish} loading={busy === 'publish'} disabled={blocked} aria-describedby={blocked ? hintId : undefined}>
              Publish
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)} loading={busy === 'unpublish'}>
              Unpublish
            </Button>
          )}
        </div>
        {blocked && PUBLISHABLE.includes(status) && (
          <p className="publish-bar__hint" id={hintId}>
            Fix the {failingChecks === 1 ? 'publish check' : `${failingChecks} publish checks`} below to publish.
          </p>
        )}
      </div>
      {held && (
        <Alert tone="info" title="Held for review">
          Your company's first published campaign waits for a short account review by Lurkit. It goes live once approved; you are told if
          anything needs changing.
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={held ? 'Withdraw the campaign from review?' : 'Unpublish this campaign?'}
        confirmLabel="Unpublish"
        confirmVariant="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onUnpublish();
        }}
      >
        <p>
          {held
            ? 'It goes back to draft. Publish it again when you are ready.'
            : 'It closes to new requests. Creators already taking part can still claim their keys and submit content.'}
        </p>
      </ConfirmDialog>
    </div>
  );
}
