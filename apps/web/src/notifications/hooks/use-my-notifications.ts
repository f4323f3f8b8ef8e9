import useSWR from 'swr';
import { fetchMyNotifications } from '../operations/notifications.operations.ts';

/** The bell's data; checked again every minute so a new reminder shows without a reload. */
export const useMyNotifications = (options: { enabled: boolean } = { enabled: true }) =>
  useSWR(options.enabled ? 'gql:MyNotifications' : null, fetchMyNotifications, { refreshInterval: 60_000 });
