import { ConfirmDialog } from '@lurkit/ui/confirm-dialog/ConfirmDialog.tsx';
import { formatCoins } from '@lurkit/ui/creator-shop/format-coins.ts';
import { ShopHistory } from '@lurkit/ui/creator-shop/ShopHistory.tsx';
import { ShopItems } from '@lurkit/ui/creator-shop/ShopItems.tsx';
import { StatTile } from '@lurkit/ui/stat-tile/StatTile.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useCreatorShop } from '../hooks/use-creator-shop.ts';
import { buyShopItem } from '../operations/shop.operations.ts';

/** /creator/shop: the creator spends Lurkcoins on items, and sees their orders and coin history (spec 1). */
export function CreatorShopPage() {
  const shop = useCreatorShop();
  const toasts = useToasts();
  const [buying, setBuying] = useState<string | null>(null);
  const [error, setError] = useState<{ itemId: string; message: string } | null>(null);
  // Coins are spent only after the creator has read the price and what is left after it.
  const [confirming, setConfirming] = useState<string | null>(null);
  const item = shop.data?.items.find((i) => i.id === confirming);

  const buy = async (itemId: string) => {
    setBuying(itemId);
    setError(null);
    try {
      const order = await buyShopItem(itemId);
      toasts.add({ type: 'success', content: `Order placed: ${order.itemName} for ${formatCoins(order.totalCoins)}.` });
      await shop.mutate();
    } catch (failure) {
      setError({ itemId, message: toFormServerError(failure).message });
    } finally {
      setBuying(null);
    }
  };

  return (
    <>
      <h1>Shop</h1>
      <p>
        <RouterLink href="/creator/shop/orders">Your orders and where they are</RouterLink>
      </p>
      {!shop.data ? (
        <PageStatus error={shop.error} />
      ) : (
        <>
          <StatTile
            label="Your Lurkcoins"
            value={formatCoins(shop.data.balance)}
            caption="100 for each first content submission on a public Key campaign"
          />
          <section aria-labelledby="shop-items">
            <h2 id="shop-items">Items</h2>
            <ShopItems items={shop.data.items} balance={shop.data.balance} buying={buying} error={error} onBuy={setConfirming} />
          </section>
          <ShopHistory orders={shop.data.orders} coinEntries={shop.data.coinEntries} />
          <ConfirmDialog
            open={item !== undefined}
            title={item ? `Buy ${item.name}?` : 'Buy this item?'}
            confirmLabel="Buy"
            confirmVariant="primary"
            onConfirm={() => {
              setConfirming(null);
              if (item) void buy(item.id);
            }}
            onCancel={() => setConfirming(null)}
          >
            {item && (
              <dl className="creator-shop__confirm">
                <dt>Price</dt>
                <dd>{formatCoins(item.priceCoins)}</dd>
                <dt>Your balance now</dt>
                <dd>{formatCoins(shop.data.balance)}</dd>
                <dt>Your balance after</dt>
                <dd>{formatCoins(shop.data.balance - item.priceCoins)}</dd>
              </dl>
            )}
          </ConfirmDialog>
        </>
      )}
    </>
  );
}
