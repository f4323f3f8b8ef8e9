import { AppLink } from '../link/LinkProvider.tsx';
import './CreatorTopics.css';

export interface TopicLinksProps {
  /** Every topic, in onboarding's order, with whether the creator follows it. */
  topics: readonly { id: string; name: string; following: boolean }[];
}

/** The creator's topics (onboarding's interest genres) as links to /user/topics/{id}, followed ones first. */
export function TopicLinks({ topics }: TopicLinksProps) {
  const followed = topics.filter((t) => t.following);
  const others = topics.filter((t) => !t.following);
  const list = (items: typeof topics, label: string) => (
    <ul className="topic-links" aria-label={label}>
      {items.map((t) => (
        <li key={t.id}>
          <AppLink href={`/user/topics/${t.id}`}>{t.name}</AppLink>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="topic-links__groups">
      <h3>Following</h3>
      {followed.length === 0 ? <p>No topics yet: follow the genres you play.</p> : list(followed, 'Topics you follow')}
      {others.length > 0 && (
        <>
          <h3>More topics</h3>
          {list(others, 'More topics')}
        </>
      )}
    </div>
  );
}
