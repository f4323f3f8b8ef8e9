import { CompletionRate } from '@lurkit/ui/creator-key-deals/CompletionRate.tsx';
import { DealsSummary } from '@lurkit/ui/creator-home/DealsSummary.tsx';
import { InsightsFigures } from '@lurkit/ui/insights/InsightsFigures.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { TimeSeriesChart } from '@lurkit/ui/time-series-chart/TimeSeriesChart.tsx';
import { useMe } from '../../accounts/index.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { chartInstant, periodLabel } from './insights-rows.ts';
import { useSignedInUser } from '../../shared/session/signed-in-user.ts';
import { dealGroups } from '../creator-home-counts.ts';
import { useCreatorHome } from '../hooks/use-creator-home.ts';
import { CreatorHomeTabs } from './CreatorHomeTabs.tsx';

/** /creator/home (spec 2): Keys, Missions, Quests, analytics and the completion rate, on the creator's own data. */
export function CreatorHomePage() {
  const user = useSignedInUser();
  const me = useMe();
  const home = useCreatorHome();
  const name = me.data?.displayName ?? user.username;
  const data = home.data;
  return (
    <>
      <h1>Creator home</h1>
      <p>Welcome, {name}.</p>
      <CreatorHomeTabs active="overview" />
      <div id="creator-home-panel" role="tabpanel">
        {!data ? (
          home.error ? (
            <PageStatus error={home.error} />
          ) : (
            <DealsSummary loading groups={[]} />
          )
        ) : (
          <>
            <DealsSummary groups={dealGroups(data)} />
            <section aria-labelledby="creator-home-analytics">
              <h2 id="creator-home-analytics">Analytics</h2>
              {data.myInsights ? (
                <>
                  <InsightsFigures figures={data.myInsights.figures} caption={periodLabel(data.myInsights.period)} />
                  <TimeSeriesChart
                    title="Hours watched per day"
                    description={`Your streams, videos and shorts, ${periodLabel(data.myInsights.period)}.`}
                    series={[{ key: 'hoursWatched', label: 'Hours watched' }]}
                    points={data.myInsights.daily.map((d) => ({
                      at: chartInstant(d.day),
                      values: { hoursWatched: Math.round(d.figures.hoursWatched * 10) / 10 },
                    }))}
                  />
                </>
              ) : (
                <p>
                  No channel figures yet. <AppLink href="/user/settings/connections">Connect a channel</AppLink>; new connections may take
                  up to 24 hours to show data.
                </p>
              )}
            </section>
            <section aria-labelledby="creator-home-completion">
              <h2 id="creator-home-completion">Completion rate</h2>
              <CompletionRate {...data.myCompletionRate} />
            </section>
          </>
        )}
      </div>
      <p>
        <AppLink href="/user/settings">Account settings</AppLink>
      </p>
    </>
  );
}
