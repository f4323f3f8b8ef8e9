import {
  DISPUTE_DECISIONS,
  DISPUTE_REASON_MAX,
  decideDisputeSchema,
  type DisputeDecision,
} from '@lurkit/core/quests/domain/quest-dispute.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { formatDateTime, formatUsd } from '../format/format.ts';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import { DISPUTE_DECISION_LABELS } from './QuestDisputePanel.tsx';
import '../forms/form.css';
import './QuestDispute.css';

export interface DisputedDeal {
  id: string;
  questName: string;
  creatorName: string;
  amountCents: number | null;
  openedBy: 'COMPANY' | 'CREATOR';
  reason: string;
  openedAt: string;
  contentUrls: readonly string[];
}

export interface DisputeQueueProps {
  deals: readonly DisputedDeal[];
  /** The deal being decided, whose form waits. */
  deciding?: string | null;
  /** The last refusal, shown at the deal it was about. */
  serverError?: { runId: string; error: FormServerError } | null;
  /** `refundCents`: with a refund, the part of the deal given back; null gives back all of it. */
  onDecide(runId: string, decision: DisputeDecision, note: string, refundCents: number | null): void | Promise<void>;
}

/** The refund field's dollars as whole cents; empty is null (all of it). Not a number stays NaN, which the schema refuses. */
const dollarsToCents = (value: unknown): number | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : Math.round(Number(String(value).trim()) * 100);

/** Staff's queue of disputed Quest deals, the longest waiting first, each with its decision form. */
export function DisputeQueue({ deals, deciding = null, serverError = null, onDecide }: DisputeQueueProps) {
  if (deals.length === 0) return <EmptyState title="No open disputes">Disputes either side of a paid deal opens show here.</EmptyState>;
  return (
    <ul className="dispute-queue">
      {deals.map((deal) => (
        <li key={deal.id} className="dispute-queue__item">
          <h2 className="dispute-queue__title">
            {deal.questName}: {deal.creatorName}
          </h2>
          <dl className="dispute-queue__facts">
            <dt>Deal</dt>
            <dd>{deal.amountCents === null ? 'No agreed amount' : formatUsd(deal.amountCents)}</dd>
            <dt>Opened by</dt>
            <dd>
              {deal.openedBy === 'COMPANY' ? 'The company' : 'The creator'} on {formatDateTime(deal.openedAt)}
            </dd>
            <dt>Reason</dt>
            <dd>{deal.reason}</dd>
            <dt>Content</dt>
            <dd>
              {deal.contentUrls.length === 0
                ? 'Nothing submitted'
                : deal.contentUrls.map((url) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                      {url}
                    </a>
                  ))}
            </dd>
          </dl>
          <DecideForm
            deciding={deciding === deal.id}
            serverError={serverError?.runId === deal.id ? serverError.error : null}
            onDecide={(decision, note, refundCents) => onDecide(deal.id, decision, note, refundCents)}
          />
        </li>
      ))}
    </ul>
  );
}

function DecideForm(props: {
  deciding: boolean;
  serverError: FormServerError | null;
  onDecide(decision: DisputeDecision, note: string, refundCents: number | null): void | Promise<void>;
}) {
  const { register, handleSubmit, setError, getValues, formState, watch } = useSchemaForm(decideDisputeSchema, {
    decision: '' as DisputeDecision,
    note: '',
    refundCents: null,
  });
  const alert = useServerError({ setError, getValues }, props.serverError);
  const refunding = watch('decision') === 'refund';
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit((values) => props.onDecide(values.decision, values.note, refunding ? values.refundCents : null))}
    >
      <Select
        label="Decision"
        placeholder="Choose a decision"
        options={DISPUTE_DECISIONS.map((value) => ({ value, label: DISPUTE_DECISION_LABELS[value] }))}
        {...register('decision')}
        error={formState.errors.decision?.message}
      />
      {refunding && (
        <TextField
          label="Refund to the company (USD)"
          hint="Leave empty to refund the whole deal; less refunds that part and pays the creator the rest."
          inputMode="decimal"
          {...register('refundCents', { setValueAs: dollarsToCents })}
          error={formState.errors.refundCents?.message}
        />
      )}
      <Textarea
        label="Why (both sides read this)"
        rows={3}
        maxLength={DISPUTE_REASON_MAX}
        {...register('note')}
        error={formState.errors.note?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <div className="quest-dispute__actions">
        <Button type="submit" loading={props.deciding}>
          Decide
        </Button>
      </div>
    </form>
  );
}
