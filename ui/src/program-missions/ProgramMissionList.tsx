import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatDate, plural } from '../format/format.ts';
import './ProgramMissionList.css';

export interface PublicMissionRewardView {
  /** merchandise, custom or codes. */
  kind: string;
  name: string | null;
  description: string | null;
  numberOfItems: number | null;
  numberOfCodes: number | null;
  platforms: readonly string[];
}

export interface PublicMissionView {
  id: string;
  name: string;
  description: string;
  /** ISO instants; shown in Stockholm time. */
  startDate: string;
  endDate: string | null;
  /** "Once", "Unlimited" or "3 times". */
  repeatLabel: string;
  rewards: readonly PublicMissionRewardView[];
}

/** A reward in words: how many of what a creator earns. */
export function rewardText(reward: PublicMissionRewardView): string {
  if (reward.kind === 'codes') {
    const codes = plural(reward.numberOfCodes ?? 1, 'game code');
    return reward.platforms.length > 0 ? `${codes} for ${reward.platforms.join(', ')}` : codes;
  }
  if (reward.kind === 'merchandise') return `${reward.name ?? 'Merchandise'} (${plural(reward.numberOfItems ?? 0, 'item')} in total)`;
  return reward.description ? `${reward.name ?? 'Custom reward'}: ${reward.description}` : (reward.name ?? 'Custom reward');
}

export interface ProgramMissionListProps {
  missions: readonly PublicMissionView[];
  /** Heading level of each mission's name, under the section's heading. */
  headingLevel?: 3 | 4;
}

/**
 * A Creator Program's open and upcoming missions with their rewards, as anyone reads them on the
 * program's page before joining (spec 1: missions are performance-based activities with rewards).
 */
export function ProgramMissionList({ missions, headingLevel = 3 }: ProgramMissionListProps) {
  if (missions.length === 0) {
    return (
      <EmptyState title="No open missions right now" headingLevel={headingLevel}>
        The company has no mission open at the moment; members hear of new ones first.
      </EmptyState>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="program-missions">
      {missions.map((mission) => (
        <li key={mission.id} className="program-missions__item">
          <article aria-labelledby={`mission-${mission.id}`}>
            <Heading id={`mission-${mission.id}`} className="program-missions__name">
              {mission.name}
            </Heading>
            <p className="program-missions__when">
              {mission.endDate
                ? `${formatDate(mission.startDate)} to ${formatDate(mission.endDate)}`
                : `From ${formatDate(mission.startDate)}, no end date`}{' '}
              · {mission.repeatLabel}
            </p>
            {mission.description ? <p className="program-missions__description">{mission.description}</p> : null}
            <p className="program-missions__rewards-label">Rewards</p>
            {mission.rewards.length > 0 ? (
              <ul className="program-missions__rewards" aria-label={`Rewards of ${mission.name}`}>
                {mission.rewards.map((reward, index) => (
                  <li key={`${reward.kind}-${index}`}>{rewardText(reward)}</li>
                ))}
              </ul>
            ) : (
              <p>No rewards listed.</p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
