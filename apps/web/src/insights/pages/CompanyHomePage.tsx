import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { CompanyHomeFigures } from '@lurkit/ui/company-home/CompanyHomeFigures.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { MultiSelect } from '@lurkit/ui/multi-select/MultiSelect.tsx';
import { RunTimeline, type RunTimelineEvent } from '@lurkit/ui/run-timeline/RunTimeline.tsx';
import { RoleHome } from './RoleHome.tsx';
import { CompanyNotes } from '../../notes/index.ts';
import { useSignedInUser } from '../../shared/session/signed-in-user.ts';
import { GqlError } from '../../shared/api/gql-error.ts';
import { useCompanyHome, useCompanyHomeGames } from '../hooks/use-company-home.ts';
import { useRunTimeline } from '../../reporting/index.ts';
import { ACTIVATION_TYPE_WORDS, whatHappened } from '../../reporting/index.ts';

/** The company's run events of every activation type, newest first, in words. */
function CompanyTimeline() {
  const timeline = useRunTimeline();
  const events: RunTimelineEvent[] = timeline.events.map((event) => ({
    id: event.id,
    at: event.at,
    creatorName: event.creatorName,
    what: whatHappened(event),
    activationType: ACTIVATION_TYPE_WORDS[event.activationType],
    activationName: event.activationName,
    by: event.by,
  }));
  return (
    <RunTimeline
      events={events}
      loading={!timeline.data && !timeline.error}
      error={timeline.error ? (timeline.error instanceof Error ? timeline.error.message : 'The timeline could not be loaded.') : undefined}
      hasMore={timeline.hasMore}
      onLoadMore={() => void timeline.loadMore()}
    />
  );
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
        hint="The figures follow the games you choose; with none chosen they follow your games, those your Key campaigns and Missions name."
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
  return (
    <RoleHome title="Company home">
      {company && (
        <p>
          You are a member of {company.name}. <AppLink href="/company/settings/members">Company members</AppLink>
        </p>
      )}
      <CompanyHomeStatistics />
      <CompanyTimeline />
      <CompanyNotes subject={null} />
    </RoleHome>
  );
}
