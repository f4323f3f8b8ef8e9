import { RecordedCompanyEvents } from '../../shared/testing/recorded-company-events.ts';
import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { KeysDeps } from '../application/keys-deps.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import type { CreatorProfile } from '../ports/creator-directory.port.ts';
import { BUILDER_NOW } from './builders.ts';
import { InMemoryCompanyCreatorLists } from './in-memory-company-creator-lists.ts';
import { InMemoryCreatorDirectory } from './in-memory-creator-directory.ts';
import { InMemoryCreatorEligibility } from './in-memory-creator-eligibility.ts';
import { InMemoryKeyTimers } from './in-memory-key-timers.ts';
import { InMemoryKeyCampaignRepository } from './in-memory-key-campaign-repository.ts';
import { InMemoryKeyCodes } from './in-memory-key-codes.ts';
import { InMemoryKeyParticipantRepository } from './in-memory-key-participant-repository.ts';
import { InMemoryLurkcoinLedger } from './in-memory-lurkcoin-ledger.ts';

export type KeysTestDeps = ReturnType<typeof keysTestDeps>;

export function keysTestDeps(now: Date = BUILDER_NOW) {
  const campaigns = new InMemoryKeyCampaignRepository();
  return {
    campaigns,
    participants: new InMemoryKeyParticipantRepository(campaigns),
    keyCodes: new InMemoryKeyCodes(),
    ledger: new InMemoryLurkcoinLedger(),
    creators: new InMemoryCreatorDirectory(),
    eligibility: new InMemoryCreatorEligibility(),
    creatorLists: new InMemoryCompanyCreatorLists(),
    timers: new InMemoryKeyTimers(),
    mailer: new RecordingMailer(),
    clock: new SettableClock(now),
    events: new RecordedCompanyEvents(),
  } satisfies KeysDeps;
}

export async function seedKeys(
  deps: KeysTestDeps,
  data: { campaigns?: KeyCampaign[]; participants?: KeyParticipant[]; creators?: CreatorProfile[] },
): Promise<void> {
  for (const campaign of data.campaigns ?? []) await deps.campaigns.save(campaign);
  for (const participant of data.participants ?? []) await deps.participants.save(participant);
  for (const creator of data.creators ?? []) deps.creators.add(creator);
}
