import { useId } from 'react';
import { STATUS_BADGES } from '../status-badge/status-labels.ts';
import { availabilityLevel } from './availability.ts';
import './AvailabilityBar.css';

export interface AvailabilityBarProps {
  /** What is counted, e.g. "Steam keys". */
  label: string;
  /** How many are left. */
  remaining: number;
  /** How many there were in all. */
  total: number;
  /** Unit for the text, e.g. "keys" or "codes". */
  unit?: string;
}

const COLOUR = { HIGH: 'green', LOW: 'yellow', OUT: 'red' } as const;

/** A meter of what is left (keys, codes), coloured by the code balance rule, with the level in words. */
export function AvailabilityBar({ label, remaining, total, unit = 'codes' }: AvailabilityBarProps) {
  const id = useId();
  const level = availabilityLevel(remaining, total);
  const levelLabel = STATUS_BADGES.availability[level].label;
  const percent = total > 0 ? Math.max(0, Math.min(100, (remaining / total) * 100)) : 0;
  const text = `${remaining} of ${total} ${unit} left`;
  return (
    <div className="availability-bar">
      <div className="availability-bar__text">
        <span id={id}>{label}</span>
        <span>
          {text} · <strong>{levelLabel}</strong>
        </span>
      </div>
      <div
        className="availability-bar__track"
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={remaining}
        aria-valuetext={`${text} (${levelLabel})`}
        data-level={level}
      >
        <div className={`availability-bar__fill availability-bar__fill--${COLOUR[level]}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
