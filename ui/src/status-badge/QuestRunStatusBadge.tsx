import { StatusBadge } from './StatusBadge.tsx';

/** A Quest run's status, except that a failed payout reads "Payout failed" wherever the run is shown, never "Completed". */
export function QuestRunStatusBadge({ status, payoutStatus }: { status: string; payoutStatus?: string | null }) {
  return payoutStatus === 'failed' ? (
    <StatusBadge kind="payout" status="failed" />
  ) : (
    <StatusBadge kind="questRun" status={status as never} />
  );
}
