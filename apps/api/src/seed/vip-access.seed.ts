import type { CreatorListsDeps } from '@lurkit/core/creator-lists/application/creator-lists-deps.ts';
import type { CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import type { Quest } from '@lurkit/core/quests/domain/quest.entity.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { MissionsDeps } from '@lurkit/core/missions/application/missions-deps.ts';
import { DEMO_MISSION_NAMES } from './programs.seed.ts';

/** Fixed ids: this seeder draws no random numbers, so nothing seeded before it moves. */
const QUEST_GRANT_ID = '00000000-0000-4000-8000-0000000000f1';
const PROGRAM_GRANT_ID = '00000000-0000-4000-8000-0000000000f2';
const CLIP_MISSION_GRANT_ID = '00000000-0000-4000-8000-0000000000f3';
const STREAM_MISSION_GRANT_ID = '00000000-0000-4000-8000-0000000000f4';

/**
 * VIP access beyond Key campaigns: democreator has VIP access on the game Quest with
 * location and language waived too, the last demo creator on the Creator Program (location and language
 * still asked), and the creator before them platform VIP set by demostaff.
 */
export async function seedVipAccess(
  deps: Pick<CreatorListsDeps, 'vipGrants' | 'platformVip'>,
  accounts: SeededAccounts,
  gameQuest: Quest | undefined,
  program: CreatorProgram | null | undefined,
  now: Date,
): Promise<void> {
  const [demo] = accounts.creators;
  const last = accounts.creators.at(-1);
  const beforeLast = accounts.creators.at(-2);
  const owner = (companyId: string) => accounts.companies.find((c) => c.id === companyId)?.ownerId ?? accounts.staffId;
  if (demo && gameQuest) {
    await deps.vipGrants.save({
      id: QUEST_GRANT_ID,
      companyId: gameQuest.companyId,
      activationType: 'QUEST',
      activationId: gameQuest.id,
      creatorId: demo.id,
      waivesLocationAndLanguage: true,
      grantedBy: owner(gameQuest.companyId),
      grantedAt: addMs(now, -2 * DAY_MS),
    });
  }
  if (last && program) {
    await deps.vipGrants.save({
      id: PROGRAM_GRANT_ID,
      companyId: program.companyId,
      activationType: 'CREATOR_PROGRAM',
      activationId: program.id,
      creatorId: last.id,
      waivesLocationAndLanguage: false,
      grantedBy: owner(program.companyId),
      grantedAt: addMs(now, -3 * DAY_MS),
    });
  }
  if (beforeLast) {
    await deps.platformVip.save({
      creatorId: beforeLast.id,
      waivesLocationAndLanguage: false,
      grantedBy: accounts.staffId,
      grantedAt: addMs(now, -5 * DAY_MS),
    });
  }
}

/**
 * VIP access on Missions: democreator on the live clip mission (location and language still
 * asked: /missions/{id} says so), and the creator running the stream mission (waived too: the VIP column
 * of the mission's participants and of creator management's Missions tab).
 */
export async function seedMissionVipAccess(
  deps: Pick<CreatorListsDeps, 'vipGrants'> & { missions: Pick<MissionsDeps, 'missions' | 'runs'> },
  accounts: SeededAccounts,
  program: CreatorProgram | null | undefined,
  now: Date,
): Promise<void> {
  const [demo] = accounts.creators;
  if (!program || !demo) return;
  const missions = await deps.missions.missions.listByProgram(program.id);
  const clip = missions.find((m) => m.name === DEMO_MISSION_NAMES.clip);
  const stream = missions.find((m) => m.name === DEMO_MISSION_NAMES.stream);
  const grantedBy = accounts.companies.find((c) => c.id === program.companyId)?.ownerId ?? accounts.staffId;
  if (clip) {
    await deps.vipGrants.save({
      id: CLIP_MISSION_GRANT_ID,
      companyId: clip.companyId,
      activationType: 'MISSION',
      activationId: clip.id,
      creatorId: demo.id,
      waivesLocationAndLanguage: false,
      grantedBy,
      grantedAt: addMs(now, -DAY_MS),
    });
  }
  const page = { after: null, before: null, limit: 1, inverted: false };
  const [running] = stream ? await deps.missions.runs.listByMissions([stream.id], ['active'], page) : [];
  if (stream && running) {
    await deps.vipGrants.save({
      id: STREAM_MISSION_GRANT_ID,
      companyId: stream.companyId,
      activationType: 'MISSION',
      activationId: stream.id,
      creatorId: running.creatorId,
      waivesLocationAndLanguage: true,
      grantedBy,
      grantedAt: addMs(now, -DAY_MS),
    });
  }
}
