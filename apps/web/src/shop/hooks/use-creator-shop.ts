import useSWR from 'swr';
import { fetchCreatorShop, fetchCreatorShopOrders } from '../operations/shop.operations.ts';

export const useCreatorShop = () => useSWR('gql:CreatorShop', fetchCreatorShop);

export const useCreatorShopOrders = () => useSWR('gql:CreatorShopOrders', fetchCreatorShopOrders);
