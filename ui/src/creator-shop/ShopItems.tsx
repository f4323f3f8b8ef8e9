import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { Card } from '../card/Card.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatCoins } from './format-coins.ts';
import './CreatorShop.css';

export interface ShopItemView {
  id: string;
  name: string;
  description: string;
  priceCoins: number;
  stock: number;
}

export interface ShopItemsProps {
  /** The items for sale, cheapest first. */
  items: readonly ShopItemView[];
  /** The creator's Lurkcoins: items they cannot afford say so instead of offering Buy. */
  balance: number;
  /** The item whose order is being placed (its button shows a spinner). */
  buying?: string | null;
  /** Why the last order was refused, shown under that item. */
  error?: { itemId: string; message: string } | null;
  /** Called with the item's id when Buy is pressed. */
  onBuy: (itemId: string) => void;
}

/** The creator shop's shelf: each item with its price and stock, and Buy when the creator can. */
export function ShopItems({ items, balance, buying = null, error = null, onBuy }: ShopItemsProps) {
  if (items.length === 0) return <EmptyState title="The shop is empty">New items arrive from time to time.</EmptyState>;
  return (
    <ul className="creator-shop__items">
      {items.map((item) => {
        const soldOut = item.stock === 0;
        const short = item.priceCoins - balance;
        return (
          <li key={item.id}>
            <Card
              title={item.name}
              eyebrow={formatCoins(item.priceCoins)}
              footer={
                soldOut ? (
                  <p className="creator-shop__note">Sold out</p>
                ) : short > 0 ? (
                  <p className="creator-shop__note">You need {formatCoins(short)} more</p>
                ) : (
                  <Button loading={buying === item.id} onClick={() => onBuy(item.id)} aria-label={`Buy ${item.name}`}>
                    Buy
                  </Button>
                )
              }
            >
              <p>{item.description}</p>
              <p className="creator-shop__stock">{soldOut ? 'None left' : `${item.stock} left`}</p>
              {error?.itemId === item.id && <Alert tone="error">{error.message}</Alert>}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
