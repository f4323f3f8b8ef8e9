import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { formatUsd } from '@lurkit/ui/format/format.ts';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { QuestPaymentQuery } from '../operations/company-quests.operations.ts';

/** /company/cart/success?payment={id}: what was paid, line by line; creators can start producing. */
export function CartSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('payment') ?? '';
  const payment = useSWR(['gql:QuestPayment', id], () => request(QuestPaymentQuery, { id }).then((d) => d.questPayment), {
    // The provider may tell us a moment after the payer is back: ask again while it is open.
    refreshInterval: (data) => (data?.status === 'open' ? 2000 : 0),
  });
  if (!payment.data) return <PageStatus error={payment.error} />;
  const { status, lines, total, failureReason } = payment.data;
  return (
    <>
      <h1>{status === 'paid' ? 'Payment received' : status === 'open' ? 'Confirming your payment…' : 'Payment not completed'}</h1>
      {status === 'failed' && (
        <Alert tone="error" title="Payment failed">
          {failureReason} Update your payment information under billing settings.{' '}
          <RouterLink href="/company/cart">Back to the cart</RouterLink>
        </Alert>
      )}
      {status === 'abandoned' && (
        <Alert tone="info">
          The checkout was left without paying. <RouterLink href="/company/cart">Back to the cart</RouterLink>
        </Alert>
      )}
      <ul>
        {lines.map((line) => (
          <li key={line.runId}>
            <RouterLink href={`/campaigns/quests/${line.questId}/${line.runId}`}>
              {line.run?.quest?.name ?? 'Quest'}: {line.run?.creator?.displayName ?? 'creator'}
            </RouterLink>{' '}
            {formatUsd(line.amount.cents)}
          </li>
        ))}
      </ul>
      <p>
        <strong>Total {formatUsd(total.cents)}</strong>
      </p>
      {status === 'paid' && <p>The creators have been told to start producing their content.</p>}
    </>
  );
}
