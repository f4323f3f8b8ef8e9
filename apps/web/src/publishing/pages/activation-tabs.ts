/**
 * Spec 2: company activations are Overview, Keys, Missions and Quests, each with Active and Ended; the
 * campaigns lists (/company/campaigns, /quests, /keys) are the same lists by another road.
 */
export const ACTIVATION_TYPES = [
  { id: 'keys', label: 'Keys' },
  { id: 'missions', label: 'Missions' },
  { id: 'quests', label: 'Quests' },
] as const;

export const ACTIVATION_TABS = [
  { id: 'overview', label: 'Overview', href: '/company/activations' },
  ...ACTIVATION_TYPES.map((t) => ({ id: t.id, label: t.label, href: `/company/activations/${t.id}` })),
];

/** Over: the same rule as the Key campaigns' Ended list (ended, or past its end date). */
export const isEndedStatus = (status: string) => status === 'ended' || status === 'past';

/** Active and ended counts of a list loaded whole: "…" while it loads, "–" when it could not be read. */
export function splitCounts(list: { data?: readonly { status: string }[] | undefined; error?: unknown }): {
  active: string;
  ended: string;
} {
  if (list.data === undefined) return list.error ? { active: '–', ended: '–' } : { active: '…', ended: '…' };
  const ended = list.data.filter((item) => isEndedStatus(item.status)).length;
  return { active: String(list.data.length - ended), ended: String(ended) };
}
