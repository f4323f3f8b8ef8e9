import { TopicLinks } from '@lurkit/ui/creator-topics/TopicLinks.tsx';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { SettingsSection } from '../../shared/SettingsSection.tsx';
import { CreatorTopicsQuery } from '../operations/creator-topics.operations.ts';

/** The user area's way to the topics: the onboarding genres a creator follows, each linking to /user/topics/{id}. */
export function TopicsSection() {
  const topics = useSWR('gql:CreatorTopics', () => request(CreatorTopicsQuery).then((d) => d.creatorTopics));
  return (
    <SettingsSection title="Topics">
      {topics.data ? <TopicLinks topics={topics.data} /> : <PageStatus error={topics.error} />}
    </SettingsSection>
  );
}
