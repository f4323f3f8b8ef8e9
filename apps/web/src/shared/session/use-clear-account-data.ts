import { useSWRConfig } from 'swr';
import { SESSION_KEY } from './fetch-session.ts';

/** Drops every cached answer but the session, so one account's data never shows for the next. */
export function useClearAccountData() {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: false });
  };
}
