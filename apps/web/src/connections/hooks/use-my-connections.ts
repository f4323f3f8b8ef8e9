import useSWR from 'swr';
import { fetchMyConnections } from '../operations/connections.operations.ts';

export const useMyConnections = () => useSWR('gql:MyConnections', fetchMyConnections);
