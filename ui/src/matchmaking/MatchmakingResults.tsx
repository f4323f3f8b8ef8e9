import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { Checkbox } from '../checkbox/Checkbox.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { formatCount, formatDateTime, formatUsd } from '../format/format.ts';
import { AuthenticityBadge } from '../insights/AudienceAuthenticity.tsx';
import {
  ACTIVATION_LABELS,
  MATCH_SCORE_LABELS,
  OBJECTIVE_LABELS,
  STRATEGY_LABELS,
  type MatchRow,
  type MatchmakingBriefView,
} from './matchmaking.types.ts';
import { NoMatches, type LoosenableFilter, type LooserFilterView } from './NoMatches.tsx';
import './Matchmaking.css';

export interface MatchmakingResultsProps {
  brief: MatchmakingBriefView;
  /** When the results were generated (ISO); they do not change afterwards. */
  generatedAt: string;
  totalSuggestedOfferCents: number;
  rows: readonly MatchRow[];
  /** Selects or unselects rows. */
  onChangeSelection(select: string[], unselect: string[]): void;
  onClearSelection(): void;
  /** Invites the selected creators to the list's activation. */
  onInvite(): void;
  /** Adds the selected creators to a creator list; without it there is no such button. */
  onAddToList?(creatorIds: string[]): void;
  /** True while a selection change or the invite is on its way. */
  busy?: boolean;
  /** Shown above the table, e.g. "Unable to update selected rows." */
  error?: string | null;
  /** With no rows: the filters worth loosening and how many each would bring. */
  looserFilters?: readonly LooserFilterView[];
  /** Makes a new list with one filter loosened. */
  onLoosen?(filter: LoosenableFilter): void;
}

/** The summary of a brief: what was asked and what the results add up to. */
function Summary({
  brief,
  generatedAt,
  totalSuggestedOfferCents,
  rows,
}: Pick<MatchmakingResultsProps, 'brief' | 'generatedAt' | 'totalSuggestedOfferCents' | 'rows'>) {
  const selected = rows.filter((r) => r.selected);
  const items: [string, string][] = [
    ['Activation', `${brief.activationName ?? 'Unknown activation'} (${ACTIVATION_LABELS[brief.activationType]})`],
    ['Objective', OBJECTIVE_LABELS[brief.objective]],
    ['Strategy', STRATEGY_LABELS[brief.strategy]],
    ['Game', brief.gameName ?? 'Unknown game'],
    ['Languages', brief.languages.length ? brief.languages.join(', ').toUpperCase() : 'Any'],
    ['Locations', brief.locations.length ? brief.locations.join(', ') : 'Anywhere'],
    ['Total budget', formatUsd(brief.budget.total.cents)],
    ...brief.budget.perRegion.map((b): [string, string] => [`Budget ${b.location}`, formatUsd(b.amount.cents)]),
    ['Max bid per hour watched', formatUsd(brief.budget.maxBidPerHourWatched.cents)],
    ['Minimum content duration', `${brief.minContentDurationHours} h`],
    ['Hours per creator', `${brief.hoursPerCreator} h`],
    ['Creators matched', String(rows.length)],
    ['Suggested offers in total', brief.activationType === 'KEY' ? 'Keys, no cash' : formatUsd(totalSuggestedOfferCents)],
    [
      'Selected',
      brief.activationType === 'KEY'
        ? String(selected.length)
        : `${selected.length} (${formatUsd(selected.reduce((sum, r) => sum + r.suggestedOffer.cents, 0))})`,
    ],
    ['Generated', formatDateTime(generatedAt)],
  ];
  return (
    <aside className="matchmaking-summary" aria-label="Summary">
      <h2>Summary</h2>
      <dl>
        {items.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** Matchmaking results: static rows with match score and figures, a selection kept on the server, and the summary panel. */
export function MatchmakingResults(props: MatchmakingResultsProps) {
  const { rows, onChangeSelection, onClearSelection, onInvite, onAddToList, busy = false, error } = props;
  // A Key campaign pays in keys (spec 3): its offers carry no cash, so no dollar figure is shown for them.
  const paysInKeys = props.brief.activationType === 'KEY';
  const selectedCount = rows.filter((r) => r.selected).length;
  const columns: DataColumn<MatchRow>[] = [
    {
      id: 'selected',
      header: 'Select',
      cell: (r) => (
        <Checkbox
          label={<span className="visually-hidden">Select {r.creator.displayName}</span>}
          checked={r.selected}
          disabled={busy}
          onChange={(event) => onChangeSelection(event.target.checked ? [r.creatorId] : [], event.target.checked ? [] : [r.creatorId])}
        />
      ),
    },
    {
      id: 'creator',
      header: 'Creator',
      cell: (r) => (
        <>
          {r.creator.displayName} <span className="matchmaking__muted">@{r.creator.username}</span>
        </>
      ),
      sortValue: (r) => r.creator.displayName.toLowerCase(),
    },
    { id: 'country', header: 'Country', cell: (r) => r.creator.country ?? '—' },
    {
      id: 'authenticity',
      header: 'Audience authenticity',
      cell: (r) => (r.authenticity ? <AuthenticityBadge {...r.authenticity} creatorName={r.creator.displayName} /> : '—'),
      sortValue: (r) => r.authenticity?.score ?? -1,
    },
    {
      id: 'score',
      header: 'Match score',
      cell: (r) => <span className={`match-score match-score--${r.matchScore.toLowerCase()}`}>{MATCH_SCORE_LABELS[r.matchScore]}</span>,
      sortValue: (r) => r.points,
    },
    {
      id: 'offer',
      header: 'Suggested offer',
      cell: (r) => (paysInKeys ? 'Keys' : formatUsd(r.suggestedOffer.cents)),
      sortValue: (r) => r.suggestedOffer.cents,
      align: 'end',
    },
    {
      id: 'ccv',
      header: 'Predicted CCV',
      cell: (r) => formatCount(r.predictedCcv),
      sortValue: (r) => r.predictedCcv,
      align: 'end',
    },
    {
      id: 'cost',
      header: 'Est. cost per hour watched',
      cell: (r) => (paysInKeys ? '—' : formatUsd(r.estimatedCostPerHour.cents)),
      sortValue: (r) => r.estimatedCostPerHour.cents,
      align: 'end',
    },
  ];
  return (
    <div className="matchmaking-results">
      <div className="matchmaking-results__main">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="matchmaking-results__actions" role="group" aria-label="Selection">
          <Button
            variant="secondary"
            disabled={busy || rows.length === 0 || selectedCount === rows.length}
            onClick={() =>
              onChangeSelection(
                rows.filter((r) => !r.selected).map((r) => r.creatorId),
                [],
              )
            }
          >
            Select all
          </Button>
          <Button variant="secondary" disabled={busy || selectedCount === 0} onClick={onClearSelection}>
            Clear selection
          </Button>
          <Button disabled={busy || selectedCount === 0} onClick={onInvite}>
            Invite selected ({selectedCount})
          </Button>
          {onAddToList && (
            <Button
              variant="secondary"
              disabled={busy || selectedCount === 0}
              onClick={() => onAddToList(rows.filter((r) => r.selected).map((r) => r.creatorId))}
            >
              Add selected to list
            </Button>
          )}
        </div>
        <DataTable
          caption="Matched creators"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.creatorId}
          pageSize={25}
          empty={<NoMatches brief={props.brief} looserFilters={props.looserFilters} onLoosen={props.onLoosen} busy={busy} />}
        />
      </div>
      <Summary {...props} />
    </div>
  );
}
