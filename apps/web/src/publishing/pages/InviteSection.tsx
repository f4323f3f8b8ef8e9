import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { useSearchParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import type { ActivationType } from '../../invitations/index.ts';
import { InviteCreatorsPanel } from '../../invitations/index.ts';
import { useCompanyKeyCampaigns } from '../../keys/index.ts';
import { useCompanyMissions } from '../../missions/index.ts';
import { useMyCreatorProgram } from '../../programs/index.ts';
import { useCompanyQuests } from '../../quests/index.ts';

interface Invitable {
  type: ActivationType;
  id: string;
  label: string;
  closedReason: string | null;
  matchmakingHref?: string;
}

/** Creators can open only what went live; drafts and ones held for review wait. */
const isOpen = (status: string) => status === 'active' || status === 'upcoming';
const STATUS_LABEL = (status: string) => (status === 'active' ? 'Live' : 'Upcoming');

/** The query value naming the chosen activation, kept while moving between the two tabs. */
export const ACTIVATION_PARAM = 'activation';
const valueOf = (a: Pick<Invitable, 'type' | 'id'>) => `${a.type}:${a.id}`;

/**
 * Invitations are per activation: pick any of the company's Key campaigns, Quests, Missions or its
 * Creator Program, then invite by email, user id or list ('invite'), or see what was sent ('sent').
 */
export function InviteSection({ view }: { view: 'invite' | 'sent' }) {
  const keys = useCompanyKeyCampaigns(false);
  const quests = useCompanyQuests(false);
  const missions = useCompanyMissions();
  const program = useMyCreatorProgram();
  const [params, setParams] = useSearchParams();
  const loaded = keys.data && quests.data && missions.data && program.data !== undefined;
  if (!loaded) return <PageStatus error={keys.error ?? quests.error ?? missions.error ?? program.error} />;
  const invitable: Invitable[] = [
    ...keys.nodes
      .filter((c) => isOpen(c.status))
      .map((c) => ({
        type: 'KEY' as const,
        id: c.id,
        label: `Key campaign: ${c.name} (${c.preLaunch ? 'Pre-launch' : STATUS_LABEL(c.status)})`,
        closedReason: c.preLaunch ? 'Invitations open once the pre-launch campaign is converted to a Key campaign.' : null,
        matchmakingHref: `/campaigns/${c.id}/invite-creators/matchmaking/new`,
      })),
    ...quests.nodes
      .filter((q) => isOpen(q.status))
      .map((q) => ({
        type: 'QUEST' as const,
        id: q.id,
        label: `Quest: ${q.name} (${STATUS_LABEL(q.status)})`,
        closedReason: null,
        matchmakingHref: `/campaigns/quests/${q.id}/invite-creators/matchmaking/new`,
      })),
    ...(missions.data ?? [])
      .filter((m) => m.published && isOpen(m.status))
      .map((m) => ({ type: 'MISSION' as const, id: m.id, label: `Mission: ${m.name} (${STATUS_LABEL(m.status)})`, closedReason: null })),
    ...(program.data
      ? [{ type: 'CREATOR_PROGRAM' as const, id: program.data.id, label: `Creator Program: ${program.data.name}`, closedReason: null }]
      : []),
  ];
  const chosen = invitable.find((a) => valueOf(a) === params.get(ACTIVATION_PARAM)) ?? invitable[0];
  if (!chosen)
    return (
      <EmptyState title="Nothing to invite to yet" headingLevel={2}>
        Invitations are sent for one activation at a time: publish a Key campaign, Quest or Mission, or create your Creator Program first.
      </EmptyState>
    );
  return (
    <>
      <Select
        label="Activation"
        options={invitable.map((a) => ({ value: valueOf(a), label: a.label }))}
        value={valueOf(chosen)}
        onChange={(event) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(ACTIVATION_PARAM, event.target.value);
              return next;
            },
            { replace: true },
          )
        }
      />
      <InviteCreatorsPanel
        key={valueOf(chosen)}
        activationType={chosen.type}
        activationId={chosen.id}
        closedReason={chosen.closedReason}
        {...(chosen.matchmakingHref ? { matchmakingHref: chosen.matchmakingHref } : {})}
        show={view}
      />
    </>
  );
}
