export const ITEM_TYPE_LABELS = { game: 'Game', dlc: 'DLC', demo: 'Demo', inGameItem: 'In-game item', other: 'Other' } as const;
