import useSWR from 'swr';
import { fetchMyAnalyticsPages } from '../operations/analytics-pages.operations.ts';

export const useMyAnalyticsPages = () => useSWR('gql:MyAnalyticsPages', fetchMyAnalyticsPages);
