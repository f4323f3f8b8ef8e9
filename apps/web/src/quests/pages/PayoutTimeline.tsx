import { formatDateTime } from '@lurkit/ui/format/format.ts';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { QuestPayoutTimelineQuery } from '../operations/creator-quests.operations.ts';

const LABELS: Record<string, string> = {
  approved: 'Approved',
  initiated: 'Payout initiated',
  pending: 'Pending (2-3 bank days)',
  paid: 'Paid',
  failed: 'Payout failed',
};

/** A done step is ticked; a failure is crossed, never ticked like the good steps. */
const stepMark = (step: { step: string; done: boolean }) => (step.step === 'failed' ? '✗ ' : step.done ? '✓ ' : '');

/** The creator's payout for one run, as an ordered list of steps. */
export function PayoutTimeline({ runId }: { runId: string }) {
  const timeline = useSWR(
    ['gql:QuestPayoutTimeline', runId],
    () => request(QuestPayoutTimelineQuery, { runId }).then((d) => d.questPayoutTimeline),
    {
      refreshInterval: 5000,
    },
  );
  if (!timeline.data) return null;
  return (
    <section aria-labelledby="payout-heading">
      <h2 id="payout-heading">Payout</h2>
      <ol className="payout-timeline">
        {timeline.data.map((step) => (
          <li key={step.step} aria-current={step.done ? undefined : 'step'}>
            <strong>
              {stepMark(step)}
              {LABELS[step.step] ?? step.step}
            </strong>
            {step.at && <> · {formatDateTime(step.at)}</>}
            <br />
            <span>{step.note}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
