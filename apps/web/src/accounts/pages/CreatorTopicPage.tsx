import { CampaignGrid } from '@lurkit/ui/campaign-browse/CampaignGrid.tsx';
import { TopicHeader } from '@lurkit/ui/creator-topics/TopicHeader.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { GqlError } from '../../shared/api/gql-error.ts';
import { NotFoundPage } from '../../shared/NotFoundPage.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useBrowseKeyCampaigns } from '../../keys/index.ts';
import { keyCampaignSummaryOf } from '../../keys/index.ts';
import { CreatorTopicQuery, FollowTopicMutation } from '../operations/creator-topics.operations.ts';

const follow = (topic: string, following: boolean) => request(FollowTopicMutation, { topic, follow: following }).then((d) => d.followTopic);

/** /user/topics/{id}: a genre of the creator's interests, Follow or Unfollow, and the open Key campaigns in it. */
export function CreatorTopicPage() {
  const id = useParams().id ?? '';
  const topic = useSWR(['gql:CreatorTopic', id], ([, t]: [string, string]) =>
    request(CreatorTopicQuery, { topic: t }).then((d) => d.creatorTopic),
  );
  const change = useServerAction(follow);
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  if (topic.error instanceof GqlError && topic.error.code === 'PROFILE.TOPIC_NOT_FOUND') return <NotFoundPage />;
  if (!topic.data) return <PageStatus error={topic.error} />;
  const { name, following } = topic.data;

  const toggle = async (next: boolean) => {
    const outcome = await change.run(id, next);
    if (!outcome.ok) return;
    await topic.mutate(outcome.value, { revalidate: false });
    await mutate('gql:CreatorTopics');
    toasts.add({ type: 'success', content: next ? `You follow ${name}.` : `You no longer follow ${name}.` });
  };

  return (
    <>
      <TopicHeader
        name={name}
        following={following}
        onToggle={(next) => void toggle(next)}
        busy={change.submitting}
        error={change.serverError?.message ?? null}
      />
      <section aria-labelledby="topic-campaigns">
        <h2 id="topic-campaigns">Open Key campaigns in {name}</h2>
        <Campaigns genre={name} />
      </section>
    </>
  );
}

function Campaigns({ genre }: { genre: string }) {
  const browse = useBrowseKeyCampaigns({ section: 'all', genres: [genre], platforms: [], category: null, onlyEligible: false });
  return (
    <CampaignGrid
      campaigns={browse.campaigns.map(keyCampaignSummaryOf)}
      campaignHref={(campaignId) => `/campaigns/${campaignId}`}
      loading={!browse.data && !browse.error}
      hasMore={browse.hasMore}
      onLoadMore={() => void browse.loadMore()}
      loadingMore={browse.isValidating && Boolean(browse.data)}
    />
  );
}
