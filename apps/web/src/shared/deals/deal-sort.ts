/**
 * Spec 2's sorts of Deals, one for every type: next action due (soonest first, the default), invited
 * date (when the deal began: the invitation, request, offer or join; newest first) and last ended
 * (newest end first). The address keeps the choice (`?sort=`), as it keeps the type filter.
 */
export const DEAL_SORTS = [
  { id: 'due', label: 'Next action due' },
  { id: 'invited', label: 'Invited date' },
  { id: 'ended', label: 'Last ended' },
] as const;
export type DealSort = (typeof DEAL_SORTS)[number]['id'];

export const dealSortOf = (value: string | null): DealSort => DEAL_SORTS.find((s) => s.id === value)?.id ?? 'due';

/** The moments a deal is sorted by; null when it has none (no action due, not ended), which sorts last. */
export interface DealMoments {
  dueAt: string | null;
  invitedAt: string | null;
  endedAt: string | null;
}

const time = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** The deals in the chosen order; deals without the moment keep their order after those with it. */
export function sortDeals<T>(deals: readonly T[], sort: DealSort, moments: (deal: T) => DealMoments): T[] {
  const key = (deal: T) =>
    time(sort === 'due' ? moments(deal).dueAt : sort === 'invited' ? moments(deal).invitedAt : moments(deal).endedAt);
  // Due soonest first; invited and ended newest first.
  const sign = sort === 'due' ? 1 : -1;
  return deals
    .map((deal, index) => ({ deal, index, at: key(deal) }))
    .sort((a, b) => {
      if (a.at === null || b.at === null) return a.at === b.at ? a.index - b.index : a.at === null ? 1 : -1;
      return a.at === b.at ? a.index - b.index : sign * (a.at - b.at);
    })
    .map((entry) => entry.deal);
}
