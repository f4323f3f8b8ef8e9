import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { timeLeft } from '@lurkit/ui/quest-log/time-left.ts';
import { formatUsd } from '@lurkit/ui/format/format.ts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useQuestCart } from '../hooks/use-quests.ts';
import { QuestPaymentQuery, StartQuestCheckoutMutation, type QuestCart } from '../operations/company-quests.operations.ts';

type Line = QuestCart['lines'][number];

/**
 * /company/cart: accepted offers awaiting payment and their total; Pay opens the provider's checkout
 * (the sandbox by default). Pay is disabled while it works, and the server reuses an open checkout.
 */
export function CartPage() {
  const cart = useQuestCart();
  const [params] = useSearchParams();
  const returned = params.get('payment');
  const payment = useSWR(returned ? ['gql:QuestPayment', returned] : null, () =>
    request(QuestPaymentQuery, { id: returned ?? '' }).then((d) => d.questPayment),
  );
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!cart.data) return <PageStatus error={cart.error} />;
  const now = new Date();
  const pay = async () => {
    setPaying(true);
    setError(null);
    try {
      const checkout = (await request(StartQuestCheckoutMutation)).startQuestCheckout;
      if (checkout.checkoutUrl) window.location.assign(checkout.checkoutUrl);
    } catch (caught) {
      setError(toFormServerError(caught).message);
      setPaying(false);
    }
  };
  return (
    <>
      <h1>Cart</h1>
      {payment.data?.status === 'failed' && (
        <Alert tone="error" title="Payment failed">
          {payment.data.failureReason} Update your payment information under billing settings and try again.
        </Alert>
      )}
      {payment.data?.status === 'abandoned' && <Alert tone="info">The checkout was left without paying. Your offers are still here.</Alert>}
      <DataTable<Line>
        caption="Accepted offers awaiting payment"
        rows={cart.data.lines}
        getRowId={(line) => line.runId}
        empty={<EmptyState title="Your cart is empty">Accept offers on your Quests to add them here.</EmptyState>}
        columns={[
          {
            id: 'quest',
            header: 'Quest',
            cell: (l) => <RouterLink href={`/campaigns/quests/${l.questId}/${l.runId}`}>{l.run?.quest?.name ?? 'Quest'}</RouterLink>,
          },
          { id: 'creator', header: 'Creator', cell: (l) => l.run?.creator?.displayName ?? '' },
          {
            id: 'content',
            header: 'Content',
            cell: (l) => (l.run ? `${l.run.contentType} on ${l.run.platform === 'twitch' ? 'Twitch' : 'YouTube'}` : ''),
          },
          { id: 'due', header: 'Pay within', cell: (l) => (l.run?.dueAt ? timeLeft(l.run.dueAt, now) : '') },
          { id: 'amount', header: 'Amount', align: 'end', cell: (l) => formatUsd(l.amount.cents), sortValue: (l) => l.amount.cents },
        ]}
      />
      <p>
        <strong>Total: {formatUsd(cart.data.total.cents)}</strong> (USD)
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={() => void pay()} loading={paying} disabled={cart.data.lines.length === 0 || paying}>
        Pay {formatUsd(cart.data.total.cents)}
      </Button>
    </>
  );
}
