import useSWR from 'swr';
import { fetchApiTokens } from '../operations/api-tokens.operations.ts';

export const API_TOKENS_KEY = 'gql:ApiTokens';

export function useApiTokens() {
  return useSWR(API_TOKENS_KEY, fetchApiTokens);
}
