import { Badge } from '../status-badge/StatusBadge.tsx';
import { REQUIREMENT_GROUP_LABELS, type RequirementGroupResult } from '../key-campaign-shared/key-campaign.types.ts';

const PASSED = { label: 'Passed', tone: 'success' } as const;
const NOT_MET = { label: 'Not met', tone: 'danger' } as const;

/** Spec 5: each requirement group with its status and the reasons behind it. */
export function RequirementGroups({ groups }: { /** Groups in display order. */ groups: readonly RequirementGroupResult[] }) {
  return (
    <ul className="requirement-groups" aria-label="Requirements">
      {groups.map((g) => (
        <li key={g.group} className="requirement-groups__item">
          <div className="requirement-groups__head">
            <span className="requirement-groups__name">{REQUIREMENT_GROUP_LABELS[g.group]}</span>
            <Badge look={g.status === 'Passed' ? PASSED : NOT_MET} />
          </div>
          {g.reasons.length > 0 && (
            <ul className="requirement-groups__reasons">
              {g.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
