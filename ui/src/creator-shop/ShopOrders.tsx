import { EmptyState } from '../empty-state/EmptyState.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { formatDateTime } from '../format/format.ts';
import { formatCoins } from './format-coins.ts';
import './CreatorShop.css';

export type ShopOrderStateView = 'placed' | 'shipped' | 'delivered' | 'cancelled' | 'fulfilled';

/** An order's state in words: a physical order is placed, shipped, delivered or cancelled; a digital one fulfilled. */
export const SHOP_ORDER_STATE_LABELS: Record<ShopOrderStateView, string> = {
  placed: 'Placed, waiting to be shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled, Lurkcoins returned',
  fulfilled: 'Fulfilled',
};

export interface ShippingAddressView {
  firstName: string;
  lastName: string;
  streetName: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  province: string | null;
  country: string;
}

export interface ShopOrderDetailView {
  id: string;
  itemName: string;
  quantity: number;
  unitPriceCoins: number;
  totalCoins: number;
  /** ISO instant; shown in Stockholm time. */
  placedAt: string;
  state: ShopOrderStateView;
  /** Where a physical item goes; null for a digital item. */
  shippingAddress: ShippingAddressView | null;
}

export interface ShopOrdersProps {
  /** The creator's orders, newest first. */
  orders: readonly ShopOrderDetailView[];
  /** Where the empty state sends the creator to shop. */
  shopHref: string;
}

const addressLines = (a: ShippingAddressView): string[] => [
  `${a.firstName} ${a.lastName}`,
  `${a.streetName} ${a.streetNumber}`,
  `${a.zipCode} ${a.city}`,
  ...(a.province ? [a.province] : []),
  a.country,
];

/** The creator's shop orders: item, Lurkcoins, when, the order's state and, for a physical item, the shipping address. */
export function ShopOrders({ orders, shopHref }: ShopOrdersProps) {
  if (orders.length === 0) {
    return (
      <EmptyState title="No orders yet" action={<AppLink href={shopHref}>Go to the shop</AppLink>}>
        Spend your Lurkcoins in the shop; your orders and where they are show here.
      </EmptyState>
    );
  }
  return (
    <ul className="shop-orders" aria-label="Your orders">
      {orders.map((order) => (
        <li key={order.id} className="shop-orders__order">
          <article aria-labelledby={`order-${order.id}`}>
            <h2 id={`order-${order.id}`} className="shop-orders__item">
              {order.quantity > 1 ? `${order.quantity} × ${order.itemName}` : order.itemName}
            </h2>
            <dl className="shop-orders__facts">
              <dt>State</dt>
              <dd>{SHOP_ORDER_STATE_LABELS[order.state]}</dd>
              <dt>Lurkcoins</dt>
              <dd>
                {formatCoins(order.totalCoins)}
                {order.quantity > 1 ? ` (${formatCoins(order.unitPriceCoins)} each)` : ''}
              </dd>
              <dt>Ordered</dt>
              <dd>{formatDateTime(order.placedAt)}</dd>
              <dt>Shipping</dt>
              <dd>
                {order.shippingAddress ? (
                  <address className="shop-orders__address">
                    {addressLines(order.shippingAddress).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                ) : (
                  'Digital item, nothing to ship'
                )}
              </dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
