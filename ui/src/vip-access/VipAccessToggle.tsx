import { Checkbox } from '../checkbox/Checkbox.tsx';
import './VipAccessToggle.css';

export interface VipAccessToggleProps {
  /** Whose access it is, for the labels ("VIP access for Anna"). */
  creatorName: string;
  /** The current grant; null when the creator has no VIP access here. */
  grant: { waivesLocationAndLanguage: boolean } | null;
  /** Grants (with the waiver choice) or, with null, revokes. */
  onChange(grant: { waivesLocationAndLanguage: boolean } | null): void;
  /** True while a change is being saved. */
  busy?: boolean;
}

/**
 * VIP access for one creator on one activation (spec 6): they take part regardless of audience and
 * membership requirements; whether location and language are waived too is the company's choice,
 * off by default.
 */
export function VipAccessToggle({ creatorName, grant, onChange, busy = false }: VipAccessToggleProps) {
  const who = <span className="visually-hidden"> for {creatorName}</span>;
  return (
    <div className="vip-access">
      <Checkbox
        label={<>VIP access{who}</>}
        checked={grant !== null}
        disabled={busy}
        onChange={(event) => onChange(event.target.checked ? { waivesLocationAndLanguage: false } : null)}
      />
      {grant && (
        <Checkbox
          label={<>Also waive location and language{who}</>}
          checked={grant.waivesLocationAndLanguage}
          disabled={busy}
          onChange={(event) => onChange({ waivesLocationAndLanguage: event.target.checked })}
        />
      )}
    </div>
  );
}
