import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { PostsTable } from '@lurkit/ui/insights/PostsTable.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useShortlist, useShortlistToggle } from '../hooks/use-shortlist.ts';
import type { ShortlistKind } from '../operations/shortlists.operations.ts';

export type ShortlistTab = 'streams' | 'videos';

const KINDS: Record<ShortlistTab, { kind: ShortlistKind; label: 'Streams' | 'Videos' }> = {
  streams: { kind: 'STREAM', label: 'Streams' },
  videos: { kind: 'VIDEO', label: 'Videos' },
};
/** The creator tab a post opens on, selected there by the query value. */
const POST_TABS: Record<string, string> = { STREAM: 'streams', VIDEO: 'videos', SHORTS: 'shorts' };

/** /insights/shortlists/{streams|videos}: the company's shortlists, newest added first; each post can come off. */
export function ShortlistsPage({ tab = 'streams' }: { tab?: ShortlistTab }) {
  const { kind, label } = KINDS[tab] ?? KINDS.streams;
  const shortlist = useShortlist(kind);
  const { onToggle, busyId } = useShortlistToggle(() => shortlist.mutate());
  return (
    <>
      <p>
        <AppLink href="/insights/overview">Insights overview</AppLink>
      </p>
      <h1>Shortlists</h1>
      <p>Add streams, videos and shorts from a creator’s Streams, Videos and Shorts tabs.</p>
      <UrlTabs
        label="Shortlists"
        activeId={tab}
        panelId="shortlists-panel"
        tabs={[
          { id: 'streams', label: 'Streams', href: '/insights/shortlists/streams' },
          { id: 'videos', label: 'Videos', href: '/insights/shortlists/videos' },
        ]}
      />
      <div id="shortlists-panel">
        {shortlist.error ? (
          <Alert tone="error">{String(shortlist.error.message ?? shortlist.error)}</Alert>
        ) : (
          <PostsTable
            kind={label}
            caption={`${label.slice(0, -1)} shortlist`}
            emptyTitle={`No ${label.toLowerCase()} on your shortlist yet`}
            withCreator
            rows={shortlist.rows.map(({ post, creator }) => ({
              ...post,
              creatorName: creator.displayName,
              creatorHref: `/insights/creators/${creator.id}`,
            }))}
            hrefOf={(postId) => {
              const row = shortlist.rows.find((r) => r.post.id === postId);
              return row ? `/insights/creators/${row.creator.id}/${POST_TABS[row.post.type] ?? 'streams'}?post=${postId}` : '';
            }}
            shortlist={{ onToggle, busyId }}
            loading={shortlist.isLoading}
            hasMore={shortlist.hasMore}
            onLoadMore={shortlist.loadMore}
            loadingMore={shortlist.loadingMore}
          />
        )}
      </div>
    </>
  );
}
