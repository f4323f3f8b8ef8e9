import useSWR from 'swr';
import { fetchOpenReports } from '../operations/reports.operations.ts';

export const useOpenReports = () => useSWR('gql:OpenReports', fetchOpenReports);
