import { formatDateTime } from '../format/format.ts';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatCoins } from './format-coins.ts';
import './CreatorShop.css';

export interface ShopOrderView {
  id: string;
  itemName: string;
  quantity: number;
  totalCoins: number;
  /** ISO instant; shown in Stockholm time. */
  placedAt: string;
}

export interface CoinEntryView {
  amount: number;
  reason: string;
  /** ISO instant; shown in Stockholm time. */
  at: string;
}

/** Ledger reasons in words; an unknown one shows as sent. */
export const COIN_REASON_LABELS: Record<string, string> = {
  KEY_CONTENT_SUBMITTED: 'Content submitted for a Key campaign',
  SHOP_ORDER: 'Shop order',
  STAFF_GRANT: 'Granted by Lurkit staff',
};

export interface ShopHistoryProps {
  /** The creator's orders, newest first. */
  orders: readonly ShopOrderView[];
  /** The creator's Lurkcoin ledger, newest first. */
  coinEntries: readonly CoinEntryView[];
}

/** Order history and the Lurkcoin ledger (earnings and spending), as two tables. */
export function ShopHistory({ orders, coinEntries }: ShopHistoryProps) {
  return (
    <div className="creator-shop__history">
      <section aria-labelledby="shop-orders">
        <h2 id="shop-orders">Order history</h2>
        {orders.length === 0 ? (
          <EmptyState title="No orders yet" headingLevel={3} />
        ) : (
          <div className="creator-shop__table-wrap">
            <table className="creator-shop__table">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Lurkcoins</th>
                  <th scope="col">Ordered</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id}>
                    <th scope="row">{o.itemName}</th>
                    <td>{o.quantity}</td>
                    <td>{formatCoins(o.totalCoins)}</td>
                    <td>{formatDateTime(o.placedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="shop-ledger">
        <h2 id="shop-ledger">Lurkcoin history</h2>
        {coinEntries.length === 0 ? (
          <EmptyState title="No Lurkcoins yet" headingLevel={3}>
            Submit content on a public Key campaign to earn 100 Lurkcoins.
          </EmptyState>
        ) : (
          <div className="creator-shop__table-wrap">
            <table className="creator-shop__table">
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">Lurkcoins</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {coinEntries.map((e, index) => (
                  <tr key={`${e.at}-${index}`}>
                    <th scope="row">{COIN_REASON_LABELS[e.reason] ?? e.reason}</th>
                    <td>{e.amount > 0 ? `+${formatCoins(e.amount)}` : `−${formatCoins(-e.amount)}`}</td>
                    <td>{formatDateTime(e.at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
