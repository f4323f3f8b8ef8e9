import useSWR from 'swr';
import { fetchCreatorHome } from '../operations/creator-home.operations.ts';

export const useCreatorHome = () => useSWR('gql:CreatorHome', fetchCreatorHome);
