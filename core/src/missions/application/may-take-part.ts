import type { Mission } from '../domain/mission.entity.ts';
import type { MissionsDeps } from './missions-deps.ts';

/**
 * Spec 6: missions belong to the Creator Program and its accepted members take them; VIP access (the
 * mission's company's grant, or staff's platform VIP) lets a creator take part regardless.
 */
export async function mayTakePart(
  deps: Pick<MissionsDeps, 'programs' | 'vip'>,
  mission: Pick<Mission, 'id' | 'companyId' | 'programId'>,
  creatorId: string,
): Promise<boolean> {
  return (await deps.programs.isAcceptedMember(mission.programId, creatorId)) || (await deps.vip.vipAccessOf(mission, creatorId)) !== null;
}
