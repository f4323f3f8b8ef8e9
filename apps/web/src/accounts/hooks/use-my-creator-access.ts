import useSWR from 'swr';
import { fetchMyCreatorAccess } from '../operations/creator-access.operations.ts';

/** Polls every 2 s while the verification job runs, then stops. */
export const useMyCreatorAccess = () =>
  useSWR('gql:MyCreatorAccess', fetchMyCreatorAccess, {
    refreshInterval: (latest) => (latest?.status === 'verificationInProgress' ? 2000 : 0),
  });
