/** The creator-lists context's door: what other contexts of this layer may import from it. */
export { useCreatorLists } from './hooks/use-creator-lists.ts';
export { useVipColumn, vipChangeMessage } from './hooks/use-vip-column.tsx';
export { setKeyCampaignVip } from './operations/creator-lists.operations.ts';
export { ListedCreatorFields } from './operations/listed-creator.fragments.ts';
export { useAddToListModal } from './pages/AddToListModal.tsx';
export { InviteCreatorListSection } from './pages/InviteCreatorListSection.tsx';
