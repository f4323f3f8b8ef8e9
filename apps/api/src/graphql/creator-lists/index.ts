/** The creator-lists context's door: what other contexts of this layer may import from it. */
export { ListedCreatorRef, loadListedCreators, VipAccessNoteRef } from './creator-list.types.ts';
