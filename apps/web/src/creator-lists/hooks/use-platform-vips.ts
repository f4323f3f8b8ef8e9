import useSWR from 'swr';
import { fetchPlatformVips } from '../operations/platform-vip.operations.ts';

export const usePlatformVips = () => useSWR('gql:PlatformVips', fetchPlatformVips);
