import { DISPUTE_REASON_MAX, openDisputeSchema, type DisputeDecision } from '@lurkit/core/quests/domain/quest-dispute.schema.ts';
import { useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { formatDateTime } from '../format/format.ts';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { Textarea } from '../textarea/Textarea.tsx';
import '../forms/form.css';
import './QuestDispute.css';

type Party = 'COMPANY' | 'CREATOR';

export interface DisputeView {
  openedBy: Party;
  reason: string;
  openedAt: string;
  decision: DisputeDecision | null;
  staffNote: string;
  decidedAt: string | null;
}

export const DISPUTE_DECISION_LABELS: Record<DisputeDecision, string> = {
  release: 'Pay the creator',
  refund: 'Refund the company',
  resume: 'Let the deal go on',
};

export interface QuestDisputePanelProps {
  viewer: Party;
  dispute: DisputeView | null;
  /** The deal is paid and not yet paid out, with no dispute open: either side may open one. */
  canOpen: boolean;
  onOpen(reason: string): void | Promise<void>;
  submitting?: boolean;
  serverError?: FormServerError | null;
}

const sideOf = (party: Party, viewer: Party) => (party === viewer ? 'you' : party === 'COMPANY' ? 'the company' : 'the creator');

/**
 * The quest log's dispute box: an open dispute holds payout and every deadline until Lurkit staff
 * decide; a decided one says what staff decided and why; otherwise either side may open one.
 */
export function QuestDisputePanel({ viewer, dispute, canOpen, onOpen, submitting = false, serverError }: QuestDisputePanelProps) {
  const [opening, setOpening] = useState(false);
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(openDisputeSchema, { reason: '' });
  const alert = useServerError({ setError, getValues }, serverError);
  const open = dispute && dispute.decidedAt === null;
  return (
    <section className="quest-dispute" aria-label="Dispute">
      {open && (
        <Alert tone="warning" title="Dispute open: payout and deadlines are on hold">
          <p>
            Opened by {sideOf(dispute.openedBy, viewer)} on {formatDateTime(dispute.openedAt)}. Lurkit staff will pay the creator, refund
            the company, or let the deal go on, and tell you both why.
          </p>
          <blockquote className="quest-dispute__reason">{dispute.reason}</blockquote>
        </Alert>
      )}
      {dispute && dispute.decision && dispute.decidedAt && (
        <Alert tone="info" title={`Staff decided: ${DISPUTE_DECISION_LABELS[dispute.decision]}`}>
          <p>On {formatDateTime(dispute.decidedAt)}.</p>
          <blockquote className="quest-dispute__reason">{dispute.staffNote}</blockquote>
        </Alert>
      )}
      {canOpen && !open && !opening && (
        <p>
          Something wrong with this deal?{' '}
          <Button variant="secondary" onClick={() => setOpening(true)}>
            Open a dispute
          </Button>
        </p>
      )}
      {canOpen && !open && opening && (
        <form className="form" noValidate onSubmit={handleSubmit((values) => onOpen(values.reason))}>
          <p>Staff will look at the deal and decide. Until then nothing is paid out and no deadline runs out.</p>
          <Textarea
            label="What went wrong?"
            rows={4}
            maxLength={DISPUTE_REASON_MAX}
            showCount
            {...register('reason')}
            error={formState.errors.reason?.message}
          />
          {alert && <Alert tone="error">{alert.message}</Alert>}
          <div className="quest-dispute__actions">
            <Button variant="secondary" onClick={() => setOpening(false)} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Open the dispute
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
