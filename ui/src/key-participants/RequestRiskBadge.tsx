import { Badge } from '../status-badge/StatusBadge.tsx';
import type { BadgeLook } from '../status-badge/status-labels.ts';

export type RequestRiskLevel = 'LOW' | 'REVIEW' | 'HIGH';

/** A key request's risk as the company reads it: its level and the reasons behind it, strongest first. */
export interface RequestRiskView {
  level: RequestRiskLevel;
  reasons: readonly { code: string; words: string }[];
}

const LOOKS: Record<RequestRiskLevel, BadgeLook> = {
  LOW: { label: 'Low risk', tone: 'success' },
  REVIEW: { label: 'Review', tone: 'warning' },
  HIGH: { label: 'High risk', tone: 'danger' },
};

/** The level in a badge; with reasons, it opens onto them in words so the company sees why before deciding. */
export function RequestRiskBadge({ risk, creatorName }: { risk: RequestRiskView; creatorName: string }) {
  const badge = <Badge look={LOOKS[risk.level]} />;
  if (risk.reasons.length === 0) return badge;
  return (
    <details className="participants__risk">
      <summary>
        {badge} <span className="participants__muted">Why</span>
      </summary>
      <ul aria-label={`Key request risk reasons for ${creatorName}`}>
        {risk.reasons.map((reason) => (
          <li key={reason.code}>{reason.words}</li>
        ))}
      </ul>
    </details>
  );
}
