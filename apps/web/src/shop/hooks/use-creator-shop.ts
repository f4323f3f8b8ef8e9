import useSWR from 'swr';
import { fetchCreatorShop } from '../operations/shop.operations.ts';

export const useCreatorShop = () => useSWR('gql:CreatorShop', fetchCreatorShop);
