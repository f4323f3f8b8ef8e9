import { useId } from 'react';
import type { AvailabilityLevel } from '../availability-bar/availability.ts';
import type { KeyParticipantState } from '../key-campaign-shared/key-campaign.types.ts';
import { formatCount, formatDateTime } from '../format/format.ts';
import { StatTile } from '../stat-tile/StatTile.tsx';
import { Badge } from '../status-badge/StatusBadge.tsx';
import { STATUS_BADGES } from '../status-badge/status-labels.ts';
import './KeyCampaignSummary.css';

/** One platform's keys on the campaign. */
export interface PlatformKeyStats {
  platform: string;
  /** Keys the campaign offers on the platform. */
  offered: number;
  /** Keys creators have claimed. */
  claimed: number;
  /** Spec 9 balance of what is left. */
  availability: AvailabilityLevel;
  /** Open creator requests for more keys (spec 8: out of codes, ask the company). */
  moreKeysRequested: number;
}

export interface KeyCampaignOverviewProps {
  /** Start (UTC ISO, shown in Stockholm time); null when not set yet. */
  startDate: string | null;
  /** End; null when not set yet. */
  endDate: string | null;
  /** The game's planned release; leave out to hide the line. */
  plannedRelease?: string | null;
  /** Embargo creators agreed to; hidden when none. */
  embargo?: string | null;
  /** Keys per platform. */
  platforms: readonly PlatformKeyStats[];
  /** How many creators are in each state (spec 4); missing states count 0. */
  participantCounts: Partial<Record<KeyParticipantState, number>>;
}

const STATES: readonly KeyParticipantState[] = [
  'pending',
  'waitlist',
  'waitingForAccess',
  'accepted',
  'rejected',
  'claimedKey',
  'submittedContent',
];

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : 'Not set');

/** The details page's Overview tab: dates, keys per platform, asks for more keys and creators per state. */
export function KeyCampaignOverview({
  startDate,
  endDate,
  plannedRelease,
  embargo,
  platforms,
  participantCounts,
}: KeyCampaignOverviewProps) {
  const id = useId();
  return (
    <div className="key-summary">
      <section aria-labelledby={`${id}-dates`}>
        <h2 id={`${id}-dates`}>Dates</h2>
        <dl className="key-summary__dates">
          <dt>Start</dt>
          <dd>{when(startDate)}</dd>
          <dt>End</dt>
          <dd>{when(endDate)}</dd>
          {plannedRelease !== undefined && (
            <>
              <dt>Planned release</dt>
              <dd>{when(plannedRelease)}</dd>
            </>
          )}
          {embargo && (
            <>
              <dt>Embargo</dt>
              <dd>{when(embargo)}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby={`${id}-keys`}>
        <h2 id={`${id}-keys`}>Keys per platform</h2>
        {platforms.length === 0 ? (
          <p>No keys offered yet. Add them in the Creator kit step.</p>
        ) : (
          <div
            // Scrolls on a phone; focusable so keyboard users can scroll it too.
            className="key-summary__scroll"
            role="region"
            aria-label="Keys per platform table"
            tabIndex={0}
          >
            <table className="key-summary__table">
              <thead>
                <tr>
                  <th scope="col">Platform</th>
                  <th scope="col">Claimed / offered</th>
                  <th scope="col">Balance</th>
                  <th scope="col">Requests for more keys</th>
                </tr>
              </thead>
              <tbody>
                {platforms.map((p) => (
                  <tr key={p.platform}>
                    <th scope="row">{p.platform}</th>
                    <td>
                      {formatCount(p.claimed)} / {formatCount(p.offered)}
                    </td>
                    <td>
                      <Badge look={STATUS_BADGES.availability[p.availability]} />
                    </td>
                    <td className={p.moreKeysRequested > 0 ? 'key-summary__asks' : undefined}>{p.moreKeysRequested}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby={`${id}-creators`}>
        <h2 id={`${id}-creators`}>Creators</h2>
        <div className="key-summary__tiles">
          {STATES.map((state) => (
            <StatTile key={state} label={STATUS_BADGES.participation[state].label} value={participantCounts[state] ?? 0} />
          ))}
        </div>
      </section>
    </div>
  );
}
