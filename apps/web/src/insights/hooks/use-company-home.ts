import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchCompanyHome } from '../operations/company-home.operations.ts';

/** The games selection lives in the address (?games=a,b), so a followed selection can be bookmarked and shared. */
export function useCompanyHomeGames() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('games') ?? '';
  const gameIds = useMemo(() => raw.split(',').filter(Boolean), [raw]);
  const setGameIds = useCallback(
    (next: readonly string[]) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (next.length > 0) query.set('games', next.join(','));
          else query.delete('games');
          return query;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { gameIds, setGameIds };
}

export function useCompanyHome(gameIds: readonly string[]) {
  // The last figures stay on screen while a new selection loads.
  return useSWR(['gql:CompanyHome', gameIds.join(',')], () => fetchCompanyHome(gameIds), { keepPreviousData: true });
}
