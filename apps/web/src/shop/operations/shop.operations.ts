import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

export const CreatorShopQuery = graphql(`
  query CreatorShop {
    creatorShop {
      balance
      items {
        id
        name
        description
        priceCoins
        stock
      }
      orders {
        id
        itemName
        quantity
        unitPriceCoins
        totalCoins
        placedAt
      }
      coinEntries {
        amount
        reason
        at
      }
    }
  }
`);
export type CreatorShop = ResultOf<typeof CreatorShopQuery>['creatorShop'];

/** /creator/shop/orders: the creator's orders with their state and, for a physical item, where it goes. */
export const CreatorShopOrdersQuery = graphql(`
  query CreatorShopOrders {
    creatorShop {
      orders {
        id
        itemName
        quantity
        unitPriceCoins
        totalCoins
        placedAt
        state
        shippingAddress {
          firstName
          lastName
          streetName
          streetNumber
          zipCode
          city
          province
          country
        }
      }
    }
  }
`);
export type CreatorShopOrder = ResultOf<typeof CreatorShopOrdersQuery>['creatorShop']['orders'][number];

export const BuyShopItemMutation = graphql(`
  mutation BuyShopItem($itemId: ID!, $quantity: Int) {
    buyShopItem(itemId: $itemId, quantity: $quantity) {
      id
      itemName
      totalCoins
    }
  }
`);

export const CreateShopItemMutation = graphql(`
  mutation CreateShopItem($name: String!, $description: String!, $priceCoins: Int!, $stock: Int!) {
    createShopItem(name: $name, description: $description, priceCoins: $priceCoins, stock: $stock) {
      id
      name
      stock
    }
  }
`);

export const ShopItemsQuery = graphql(`
  query ShopItems {
    shopItems {
      id
      name
      description
      priceCoins
      stock
    }
  }
`);

export const fetchShopItems = () => request(ShopItemsQuery).then((d) => d.shopItems);
export const createShopItem = (variables: { name: string; description: string; priceCoins: number; stock: number }) =>
  request(CreateShopItemMutation, variables).then((d) => d.createShopItem);
export const fetchCreatorShopOrders = () => request(CreatorShopOrdersQuery).then((d) => d.creatorShop.orders);
export const fetchCreatorShop = () => request(CreatorShopQuery).then((d) => d.creatorShop);
export const buyShopItem = (itemId: string, quantity = 1) => request(BuyShopItemMutation, { itemId, quantity }).then((d) => d.buyShopItem);
