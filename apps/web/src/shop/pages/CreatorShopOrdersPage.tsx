import { ShopOrders } from '@lurkit/ui/creator-shop/ShopOrders.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useCreatorShopOrders } from '../hooks/use-creator-shop.ts';

/** /creator/shop/orders: the creator's shop orders, each with its state and, for a physical item, the shipping address. */
export function CreatorShopOrdersPage() {
  const orders = useCreatorShopOrders();
  return (
    <>
      <h1>Shop orders</h1>
      <p>
        <RouterLink href="/creator/shop">Back to the shop</RouterLink>
      </p>
      {orders.data ? <ShopOrders orders={orders.data} shopHref="/creator/shop" /> : <PageStatus error={orders.error} />}
    </>
  );
}
