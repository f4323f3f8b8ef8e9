import type { ShopOrderDetailView } from './ShopOrders.tsx';

/** A creator's orders, newest first: a hoodie on its way, two sticker packs (digital) and a cancelled poster. */
export const shopOrders: ShopOrderDetailView[] = [
  {
    id: 'order-1',
    itemName: 'Lurkit hoodie',
    quantity: 1,
    unitPriceCoins: 800,
    totalCoins: 800,
    placedAt: '2030-02-03T10:15:00.000Z',
    state: 'shipped',
    shippingAddress: {
      firstName: 'Anna',
      lastName: 'Lind',
      streetName: 'Storgatan',
      streetNumber: '12',
      zipCode: '114 55',
      city: 'Stockholm',
      province: null,
      country: 'SE',
    },
  },
  {
    id: 'order-2',
    itemName: 'Sticker pack (digital)',
    quantity: 2,
    unitPriceCoins: 50,
    totalCoins: 100,
    placedAt: '2030-01-20T08:00:00.000Z',
    state: 'fulfilled',
    shippingAddress: null,
  },
  {
    id: 'order-3',
    itemName: 'Signed poster',
    quantity: 1,
    unitPriceCoins: 200,
    totalCoins: 200,
    placedAt: '2030-01-02T12:00:00.000Z',
    state: 'cancelled',
    shippingAddress: {
      firstName: 'Anna',
      lastName: 'Lind',
      streetName: 'Storgatan',
      streetNumber: '12',
      zipCode: '114 55',
      city: 'Stockholm',
      province: null,
      country: 'SE',
    },
  },
];
