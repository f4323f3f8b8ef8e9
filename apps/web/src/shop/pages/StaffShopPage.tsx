import { formatCoins } from '@lurkit/ui/creator-shop/format-coins.ts';
import { ShopItemForm } from '@lurkit/ui/creator-shop/ShopItemForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import useSWR from 'swr';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { SettingsSection } from '../../shared/SettingsSection.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { createShopItem, fetchShopItems } from '../operations/shop.operations.ts';

/** /staff/shop: staff see the creator shop's items with their stock and add new ones. */
export function StaffShopPage() {
  const items = useSWR('gql:ShopItems', fetchShopItems);
  const create = useServerAction(createShopItem);
  const toasts = useToasts();
  return (
    <>
      <h1>Shop</h1>
      <SettingsSection title="Add an item">
        <ShopItemForm
          serverError={create.serverError}
          submitting={create.submitting}
          onSubmit={async (values) => {
            const outcome = await create.run(values);
            if (!outcome.ok) return;
            toasts.add({ type: 'success', content: `${outcome.value.name} is in the shop.` });
            await items.mutate();
          }}
        />
      </SettingsSection>
      <SettingsSection title="Items">
        {!items.data ? (
          <PageStatus error={items.error} />
        ) : (
          <ul>
            {items.data.map((item) => (
              <li key={item.id}>
                <strong>{item.name}</strong>: {formatCoins(item.priceCoins)}, {item.stock} in stock
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
    </>
  );
}
