import { QUEST_BADGES, QUEST_BADGE_LABELS, type QuestBadge } from '@lurkit/core/quests/domain/quest-badge.schema.ts';
import { Button } from '../button/Button.tsx';
import { Badge } from '../status-badge/StatusBadge.tsx';
import './QuestBadges.css';

export interface QuestBadgesProps {
  /** Badges given on the run, oldest first. */
  given: readonly QuestBadge[];
  /** The company on a completed run: gives one of the badges not given yet. Without it the badges are only shown. */
  onGive?(badge: QuestBadge): void;
  busy?: boolean;
  /** Shown when no badge is given and none can be given here. */
  emptyText?: string;
}

/**
 * A completed Quest run's badges (spec 3: Went above and beyond, Great partner, Superb content): the
 * creator sees what the company gave; the company gives each badge once.
 */
export function QuestBadges({ given, onGive, busy = false, emptyText }: QuestBadgesProps) {
  const remaining = QUEST_BADGES.filter((badge) => !given.includes(badge));
  return (
    <div className="quest-badges">
      {given.length > 0 ? (
        <ul className="quest-badges__list" aria-label="Badges">
          {given.map((badge) => (
            <li key={badge}>
              <Badge look={{ label: QUEST_BADGE_LABELS[badge], tone: 'success' }} />
            </li>
          ))}
        </ul>
      ) : (
        emptyText && !onGive && <p className="quest-badges__empty">{emptyText}</p>
      )}
      {onGive && remaining.length > 0 && (
        <div className="quest-badges__give" role="group" aria-label="Give a badge">
          <p className="quest-badges__hint">Thank the creator with a badge; each badge can be given once and stays on the deal.</p>
          <div className="quest-badges__actions">
            {remaining.map((badge) => (
              <Button key={badge} variant="secondary" disabled={busy} onClick={() => onGive(badge)}>
                Give “{QUEST_BADGE_LABELS[badge]}”
              </Button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
