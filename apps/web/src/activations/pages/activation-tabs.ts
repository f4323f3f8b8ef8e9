/**
 * Spec 2: company activations are Overview, Keys, Missions and Quests, each with Active and Ended; the
 * campaigns lists (/company/campaigns, /quests, /keys) are the same lists by another road.
 * Keys are built; Missions and Quests show what their contexts add through this list (`ready`).
 */
export const ACTIVATION_TYPES = [
  { id: 'keys', label: 'Keys', ready: true },
  { id: 'missions', label: 'Missions', ready: false },
  { id: 'quests', label: 'Quests', ready: false },
] as const;

export const ACTIVATION_TABS = [
  { id: 'overview', label: 'Overview', href: '/company/activations' },
  ...ACTIVATION_TYPES.map((t) => ({ id: t.id, label: t.label, href: `/company/activations/${t.id}` })),
];
