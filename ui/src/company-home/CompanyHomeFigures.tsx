import { PLATFORM_LABELS } from '../insights/insights-format.ts';
import { formatCount, formatDecimal } from '../format/format.ts';
import { RankingChart } from '../ranking-chart/RankingChart.tsx';
import { StatTile } from '../stat-tile/StatTile.tsx';
import './CompanyHomeFigures.css';

export interface CompanyHomeLiveChannel {
  /** The creator's display name. */
  creator: string;
  /** twitch, youtube or tiktok. */
  provider: string;
  viewers: number;
}

export interface CompanyHomeRanked {
  label: string;
  hoursWatched: number;
}

export interface CompanyHomeFiguresProps {
  /** Channels streaming the followed games now. */
  liveChannels: number;
  /** Their viewers together. */
  liveViewers: number;
  /** The biggest live channels. */
  live: readonly CompanyHomeLiveChannel[];
  /** Games by hours watched over the period. */
  mostStreamedGames: readonly CompanyHomeRanked[];
  /** Creators by hours watched over the period. */
  biggestCreators: readonly CompanyHomeRanked[];
  /** Names the period under the ranked charts, e.g. "Last 30 days". */
  periodCaption: string;
  /** Shows placeholders while the figures load. */
  loading?: boolean;
}

/** The company home's figures: live channels and viewers now, then the period's most streamed games and biggest creators. */
export function CompanyHomeFigures({
  liveChannels,
  liveViewers,
  live,
  mostStreamedGames,
  biggestCreators,
  periodCaption,
  loading = false,
}: CompanyHomeFiguresProps) {
  return (
    <div className="company-home-figures">
      <div className="company-home-figures__tiles">
        <StatTile label="Live channels" value={formatCount(liveChannels)} caption="Streaming now" loading={loading} />
        <StatTile label="Live viewers" value={formatCount(liveViewers)} caption="Watching now" loading={loading} />
      </div>
      {!loading && (
        <div className="company-home-figures__charts">
          <RankingChart
            title="Live channels"
            description="The biggest channels streaming your games now, by viewers."
            valueLabel="Viewers"
            items={live.map((l) => ({ label: `${l.creator} (${PLATFORM_LABELS[l.provider] ?? l.provider})`, value: l.viewers }))}
            formatValue={formatCount}
          />
          <RankingChart
            title="Most streamed games"
            description={`${periodCaption}, by hours watched.`}
            valueLabel="Hours watched"
            items={mostStreamedGames.map((g) => ({ label: g.label, value: g.hoursWatched }))}
            formatValue={formatDecimal}
          />
          <RankingChart
            title="Biggest creators"
            description={`${periodCaption}, by hours watched on your games.`}
            valueLabel="Hours watched"
            items={biggestCreators.map((c) => ({ label: c.label, value: c.hoursWatched }))}
            formatValue={formatDecimal}
          />
        </div>
      )}
    </div>
  );
}
