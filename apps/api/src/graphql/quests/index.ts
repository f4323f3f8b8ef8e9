/** The quests context's door: what other contexts of this layer may import from it. */
export { QuestRunRef } from './quest.types.ts';
