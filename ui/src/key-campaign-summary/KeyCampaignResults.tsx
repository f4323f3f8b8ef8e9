import { FunnelChart } from '../funnel-chart/FunnelChart.tsx';
import { StatTile } from '../stat-tile/StatTile.tsx';
import './KeyCampaignSummary.css';
import { formatCount } from '../format/format.ts';

export interface KeyCampaignResultsProps {
  /** Creators who asked for a key. */
  requests: number;
  /** Requests the company accepted. */
  accepted: number;
  /** Keys creators claimed. */
  keysClaimed: number;
  /** Creators who submitted content. */
  contentSubmitted: number;
  /** Share of submitted content that came within the 30 days (0..1); null before any. */
  onTimeRate: number | null;
}

/** The details page's Results tab: the request-to-content funnel, in figures and as a chart with its data table. */
export function KeyCampaignResults({ requests, accepted, keysClaimed, contentSubmitted, onTimeRate }: KeyCampaignResultsProps) {
  const steps = [
    { label: 'Requests', value: requests },
    { label: 'Accepted', value: accepted },
    { label: 'Keys claimed', value: keysClaimed },
    { label: 'Content submitted', value: contentSubmitted },
  ];
  const onTime = onTimeRate === null ? '—' : `${Math.round(onTimeRate * 100)}%`;
  return (
    <div className="key-summary">
      <div className="key-summary__tiles">
        {steps.map((step) => (
          <StatTile key={step.label} label={step.label} value={formatCount(step.value)} />
        ))}
        <StatTile label="Content on time" value={onTime} caption="Within 30 days of the claim" />
      </div>
      <FunnelChart
        title="From request to content"
        description="How many creators reached each step of the campaign."
        steps={steps}
        unit="Creators"
        emptyText="No requests yet."
      />
    </div>
  );
}
