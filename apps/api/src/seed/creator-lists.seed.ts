import type { CreatorListsDeps } from '@lurkit/core/creator-lists/application/creator-lists-deps.ts';
import type { CreatorList } from '@lurkit/core/creator-lists/domain/creator-list.entity.ts';
import type { KeyCampaign } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import type { Quest } from '@lurkit/core/quests/domain/quest.entity.ts';
import type { QuestRepositoryPort } from '@lurkit/core/quests/ports/quest-repository.port.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { KeysSeeding } from './keys.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export type CreatorListsSeeding = Pick<CreatorListsDeps, 'lists' | 'vipGrants' | 'platformVip'>;

export const DEMO_LIST_NAMES = ['Nordic streamers', 'Cosy game fans'] as const;
export const LISTED_QUEST_NAME = 'Aurora headset: Nordic streamers first look';

/**
 * Demo Studio's creator lists: "Nordic streamers" (asked for by its second live Key campaign, whose
 * requirements then let those creators in whatever their size) and "Cosy game fans". democreator has
 * VIP access to that campaign, location and language still required, so the creator side shows it.
 */
export async function seedCreatorLists(
  deps: CreatorListsSeeding,
  keys: Pick<KeysSeeding, 'campaigns'>,
  accounts: SeededAccounts,
  keyCampaigns: readonly KeyCampaign[],
  random: SeededRandom,
  now: Date,
): Promise<CreatorList[]> {
  const studio = accounts.companies[0];
  const [demo, ...others] = accounts.creators;
  if (!studio || !demo) return [];
  const lists: CreatorList[] = [];
  for (const [index, name] of DEMO_LIST_NAMES.entries()) {
    const list: CreatorList = { id: random.uuid(), companyId: studio.id, name, createdAt: addMs(now, -(20 - index) * DAY_MS) };
    await deps.lists.save(list);
    // Creators past the showcase campaign's 25 participants, so "Add to list" there adds new names.
    const members = others.slice(30 + index * 10, 38 + index * 10).map((c) => c.id);
    await deps.lists.addMembers(list.id, members, addMs(list.createdAt, DAY_MS));
    lists.push(list);
  }
  const live = keyCampaigns.filter((c) => c.companyId === studio.id && c.publishState === 'published' && c.keys.length > 0);
  // Read back: the showcase's claims moved its counters since the keys seeder built the object.
  const listed = await keys.campaigns.findById((live[1] ?? live[0])?.id ?? '');
  const nordic = lists[0];
  if (listed && nordic) {
    await keys.campaigns.save({ ...listed, requirements: { ...listed.requirements, creatorListIds: [nordic.id] } });
    await deps.vipGrants.save({
      id: random.uuid(),
      companyId: studio.id,
      activationType: 'KEY',
      activationId: listed.id,
      creatorId: demo.id,
      waivesLocationAndLanguage: false,
      grantedBy: studio.ownerId,
      grantedAt: addMs(now, -DAY_MS),
    });
  }
  return lists;
}

/**
 * A live Quest of Demo Studio open only to its "Nordic streamers" list (asking no channel size, the list
 * is the way in): the company sees the list chosen in its Requirements step; democreator, not on the
 * list, sees the Quest as not eligible and why. A product promotion, so the pages and tests that pick
 * Demo Studio's game promotion Quest are not handed this one.
 */
export async function seedListedQuest(
  quests: QuestRepositoryPort,
  product: Quest | undefined,
  lists: readonly CreatorList[],
  random: SeededRandom,
): Promise<Quest | null> {
  const nordic = lists.find((l) => l.name === DEMO_LIST_NAMES[0]);
  if (!product || !nordic) return null;
  const listed: Quest = {
    ...product,
    id: random.uuid(),
    name: LISTED_QUEST_NAME,
    requirements: { ...product.requirements, creatorListIds: [nordic.id] },
  };
  await quests.save(listed);
  return listed;
}
