import { formatDateTime } from '@lurkit/ui/format/format.ts';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { StaffHeldQueuePage, type HeldQueueKind } from '../../publishing/index.ts';
import { HeldMissionsQuery, type HeldMission } from '../operations/staff-missions.operations.ts';

const heldMission = ({ mission, companyName, heldSince }: HeldMission) => ({
  id: mission.id,
  name: mission.name,
  eyebrow: `${companyName} · Mission · waiting since ${formatDateTime(heldSince)}`,
  details: (
    <>
      <p style={{ whiteSpace: 'pre-wrap' }}>{mission.description || 'No description yet.'}</p>
      <p>
        Starts {formatDateTime(mission.startDate)}
        {mission.endDate ? ` · ends ${formatDateTime(mission.endDate)}` : ''} · Games: {mission.gameIds.join(', ') || '–'} ·{' '}
        {mission.rewards.length} {mission.rewards.length === 1 ? 'reward' : 'rewards'}
      </p>
    </>
  ),
});

const MISSION_QUEUE: HeldQueueKind = {
  noun: 'mission',
  heading: 'Missions waiting for review',
  useHeld: () => {
    const held = useSWR(['gql:HeldMissions'], () => request(HeldMissionsQuery, {}).then((d) => d.heldMissions));
    return { items: held.data?.map(heldMission), error: held.error, refresh: () => held.mutate() };
  },
};

/** /staff/missions: the staff review queue for missions. */
export function StaffHeldMissionsPage() {
  return <StaffHeldQueuePage kind={MISSION_QUEUE} />;
}
