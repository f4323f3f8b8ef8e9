import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { RunTimeline, type RunTimelineEvent } from '@lurkit/ui/run-timeline/RunTimeline.tsx';
import { RoleHome } from '../../app/RoleHome.tsx';
import { useCompanyKeyParticipants } from '../../creator-management/hooks/use-company-key-participants.ts';
import { CompanyNotes } from '../../notes/pages/CompanyNotes.tsx';
import { useSignedInUser } from '../../session/signed-in-user.ts';

/** Spec 4 run events in words. */
const WHAT: Record<string, string> = {
  requested: 'asked for a key',
  accepted: 'was accepted',
  rejected: 'was declined',
  qualified: 'qualified',
  claimedKey: 'claimed a key',
  requestedMoreKeys: 'asked for more keys',
  contentReminder: 'was reminded to submit content',
  contentExpired: 'ran out of time for content',
  contentSubmitted: 'submitted content',
  kitSent: 'was sent the creator kit again',
};

const TIMELINE_LENGTH = 15;
const ACTION_BY = ['COMPANY', 'SYSTEM', 'USER'] as const;

/** The newest run events of the company's Key campaigns (the other activations add theirs with their slices). */
function useKeyTimeline(): { events: RunTimelineEvent[]; loading: boolean } {
  const tabs = [useCompanyKeyParticipants('pending'), useCompanyKeyParticipants('active'), useCompanyKeyParticipants('ended')];
  const events = tabs
    .flatMap((tab) => tab.nodes)
    .flatMap((node) =>
      node.participant.events.map((event, index) => ({
        id: `${node.participant.id}-${index}`,
        at: event.at,
        creatorName: node.participant.creator.displayName,
        what: WHAT[event.type] ?? event.type,
        activationName: node.campaignName,
        by: ACTION_BY.find((by) => by === event.by) ?? 'SYSTEM',
      })),
    )
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, TIMELINE_LENGTH);
  return { events, loading: tabs.some((tab) => !tab.data && !tab.error) };
}

/** /home for Company users: the company's notes and what creators did lately. */
export function CompanyHomePage() {
  const { company } = useSignedInUser();
  const timeline = useKeyTimeline();
  return (
    <RoleHome title="Company home">
      {company && (
        <p>
          You are a member of {company.name}. <AppLink href="/company/settings/members">Company members</AppLink>
        </p>
      )}
      <RunTimeline events={timeline.events} loading={timeline.loading} />
      <CompanyNotes subject={null} />
    </RoleHome>
  );
}
