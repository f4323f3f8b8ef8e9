import { useState } from 'react';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatUsd } from '../format/format.ts';
import { Select } from '../select/Select.tsx';
import '../button/Button.css';
import './EarningsStatementPicker.css';

export interface EarningsStatementRow {
  /** The Stockholm calendar year the statement covers. */
  year: number;
  /** Released for approved Quest runs less what disputes took back, in USD cents (may be negative). */
  earnedCents: number;
  /** Payouts that reached the creator less returned ones, in USD cents: the wallet's paid figure for the year. */
  paidOutCents: number;
  /** Where the year's PDF is downloaded. */
  pdfPath: string;
}

export interface EarningsStatementPickerProps {
  /** The years with earnings, newest first; the newest is picked at first. */
  statements: readonly EarningsStatementRow[];
}

/** Picks a year with earnings and downloads its earnings statement (PDF), with the year's totals beside the link. */
export function EarningsStatementPicker({ statements }: EarningsStatementPickerProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const statement = statements.find((s) => s.year === picked) ?? statements[0];
  return (
    <section className="earnings-statements" aria-labelledby="earnings-statements-title">
      <h2 id="earnings-statements-title">Yearly earnings statement</h2>
      {!statement ? (
        <EmptyState title="No earnings yet">A statement appears for every year in which a Quest run earned you money.</EmptyState>
      ) : (
        <div className="earnings-statements__row">
          <Select
            label="Year"
            options={statements.map((s) => ({ value: String(s.year), label: String(s.year) }))}
            value={String(statement.year)}
            onChange={(event) => setPicked(Number(event.target.value))}
          />
          <dl className="earnings-statements__totals" aria-label={`Totals for ${statement.year}`}>
            <div>
              <dt>Paid out</dt>
              <dd>{formatUsd(statement.paidOutCents)}</dd>
            </div>
            <div>
              <dt>Earned</dt>
              <dd>{formatUsd(statement.earnedCents)}</dd>
            </div>
          </dl>
          <a className="button button--secondary" href={statement.pdfPath} download>
            Download {statement.year} statement (PDF)
          </a>
        </div>
      )}
    </section>
  );
}
