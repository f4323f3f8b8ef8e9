import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { CompanyHomeFigures } from '@lurkit/ui/company-home/CompanyHomeFigures.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { MultiSelect } from '@lurkit/ui/multi-select/MultiSelect.tsx';
import { RunTimeline, type RunTimelineEvent } from '@lurkit/ui/run-timeline/RunTimeline.tsx';
import { RoleHome } from '../../app/RoleHome.tsx';
import { useCompanyKeyParticipants } from '../../creator-management/hooks/use-company-key-participants.ts';
import { CompanyNotes } from '../../notes/pages/CompanyNotes.tsx';
import { useSignedInUser } from '../../session/signed-in-user.ts';
import { GqlError } from '../../api/gql-error.ts';
import { useCompanyHome, useCompanyHomeGames } from '../hooks/use-company-home.ts';

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

/** The games selection and the figures it narrows: live channels and viewers, most streamed games, biggest creators. */
function CompanyHomeStatistics() {
  const { gameIds, setGameIds } = useCompanyHomeGames();
  const home = useCompanyHome(gameIds);
  const data = home.data;
  const fieldError = home.error instanceof GqlError && home.error.field === 'gameIds' ? home.error.message : undefined;
  return (
    <section aria-labelledby="company-home-games">
      <h2 id="company-home-games">Your games</h2>
      <MultiSelect
        label="Games selection"
        options={(data?.gameChoices ?? []).map((g) => ({ value: g.id, label: g.name }))}
        value={gameIds}
        onChange={setGameIds}
        error={fieldError}
        hint="The figures follow the games you choose; with none chosen they follow every game."
        placeholder="Search games"
      />
      {home.error && !fieldError ? (
        <Alert tone="error">{home.error instanceof Error ? home.error.message : 'The figures could not be loaded.'}</Alert>
      ) : (
        <CompanyHomeFigures
          loading={!data && !home.error}
          liveChannels={data?.liveChannels ?? 0}
          liveViewers={data?.liveViewers ?? 0}
          live={(data?.live ?? []).map((l) => ({ creator: l.creator.displayName, provider: l.provider, viewers: l.viewers }))}
          mostStreamedGames={(data?.mostStreamedGames ?? []).map((g) => ({ label: g.game.name, hoursWatched: g.figures.hoursWatched }))}
          biggestCreators={(data?.biggestCreators ?? []).map((c) => ({
            label: c.creator.displayName,
            hoursWatched: c.figures.hoursWatched,
          }))}
          periodCaption="Last 30 days"
        />
      )}
    </section>
  );
}

/** /home for Company users: the games it follows with their live and ranked figures, the company's notes and what creators did lately. */
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
      <CompanyHomeStatistics />
      <RunTimeline events={timeline.events} loading={timeline.loading} />
      <CompanyNotes subject={null} />
    </RoleHome>
  );
}
