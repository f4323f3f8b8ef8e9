import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { CreatorListsDeps } from '../application/creator-lists-deps.ts';
import { BUILDER_NOW, COMPANY_ID, KEY_CAMPAIGN_ID, MISSION_ID, PROGRAM_ID, QUEST_ID } from './builders.ts';
import { InMemoryCreatorListRepository } from './in-memory-creator-list-repository.ts';
import { InMemoryCreatorLookup, InMemoryVipActivationDirectory } from './in-memory-creator-lookup.ts';
import { InMemoryPlatformVipRepository } from './in-memory-platform-vip-repository.ts';
import { InMemoryVipGrantRepository } from './in-memory-vip-grant-repository.ts';

export interface CreatorListsTestDeps extends CreatorListsDeps {
  lists: InMemoryCreatorListRepository;
  vipGrants: InMemoryVipGrantRepository;
  platformVip: InMemoryPlatformVipRepository;
  creators: InMemoryCreatorLookup;
  activations: InMemoryVipActivationDirectory;
  clock: SettableClock;
}

/** Fresh deps knowing creators cr-1..cr-3 and one activation of each type of COMPANY_ID (KEY_CAMPAIGN_ID, QUEST_ID...). */
export function creatorListsTestDeps(): CreatorListsTestDeps {
  const creators = new InMemoryCreatorLookup();
  creators.add('cr-1', 'cr-2', 'cr-3');
  const activations = new InMemoryVipActivationDirectory();
  activations.add('KEY', KEY_CAMPAIGN_ID, COMPANY_ID);
  activations.add('QUEST', QUEST_ID, COMPANY_ID);
  activations.add('MISSION', MISSION_ID, COMPANY_ID);
  activations.add('CREATOR_PROGRAM', PROGRAM_ID, COMPANY_ID);
  return {
    lists: new InMemoryCreatorListRepository(),
    vipGrants: new InMemoryVipGrantRepository(),
    platformVip: new InMemoryPlatformVipRepository(),
    creators,
    activations,
    clock: new SettableClock(BUILDER_NOW),
  };
}
