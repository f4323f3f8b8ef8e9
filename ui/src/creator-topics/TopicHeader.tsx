import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { Badge } from '../status-badge/StatusBadge.tsx';
import './CreatorTopics.css';

export interface TopicHeaderProps {
  /** The topic's name: an interest genre of creator onboarding. */
  name: string;
  /** Whether the creator follows it (it is among their interests). */
  following: boolean;
  /** Follows or unfollows the topic. */
  onToggle(follow: boolean): void;
  /** True while the change is on its way. */
  busy?: boolean;
  /** The server's refusal, e.g. unfollowing the last genre. */
  error?: string | null;
}

/** A topic's heading with whether the creator follows it and the one button that changes it. */
export function TopicHeader({ name, following, onToggle, busy = false, error }: TopicHeaderProps) {
  return (
    <header className="topic-header">
      <h1>{name}</h1>
      <p className="topic-header__status">
        {following ? (
          <Badge look={{ label: 'Following', tone: 'success' }} />
        ) : (
          <Badge look={{ label: 'Not following', tone: 'neutral' }} />
        )}
        <span>
          {following
            ? 'This genre is one of your interests: companies matching creators to games see it.'
            : 'Follow this genre to add it to your interests.'}
        </span>
      </p>
      <Button variant={following ? 'secondary' : 'primary'} loading={busy} disabled={busy} onClick={() => onToggle(!following)}>
        {following ? `Unfollow ${name}` : `Follow ${name}`}
      </Button>
      {error && (
        <Alert tone="error" className="topic-header__error">
          {error}
        </Alert>
      )}
    </header>
  );
}
