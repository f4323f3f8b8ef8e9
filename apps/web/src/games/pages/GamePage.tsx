import { Card } from '@lurkit/ui/card/Card.tsx';
import { formatCount, formatDate, formatDateTime } from '@lurkit/ui/format/format.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { AddGameFeedForm } from '@lurkit/ui/games/AddGameFeedForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useParams } from 'react-router';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { GqlError } from '../../shared/api/gql-error.ts';
import { NotFoundPage } from '../../shared/NotFoundPage.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { useGameFeeds, usePublicGame } from '../hooks/use-games.ts';
import { addGameFeed, type GamePost, type PublicGame } from '../operations/games.operations.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import './games-pages.css';

export type GameTab = 'news' | 'streams' | 'videos';
const PROVIDER: Record<string, string> = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' };

const duration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
};

function PostList({ posts, kind }: { posts: readonly GamePost[]; kind: 'streams' | 'videos' }) {
  if (posts.length === 0)
    return (
      <EmptyState title={`No ${kind} of this game yet`} headingLevel={2}>
        {kind === 'streams' ? 'Streams' : 'Videos'} by creators on Lurkit show here once their channels have played it.
      </EmptyState>
    );
  return (
    <ul className="game-page__posts">
      {posts.map((post) => (
        <li key={post.id}>
          <Card headingLevel={2} title={post.title} eyebrow={`${PROVIDER[post.provider] ?? post.provider} · ${post.creatorName}`}>
            <p>
              {formatDate(post.createdAt)} · {duration(post.durationSeconds)}
            </p>
            <p>{kind === 'streams' ? `${formatCount(post.averageCcv)} average viewers` : `${formatCount(post.views)} views`}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function NewsList({ game }: { game: PublicGame }) {
  // Spec section 8: "feed has no articles".
  if (game.news.length === 0)
    return (
      <EmptyState title="Feed has no articles" headingLevel={2}>
        News about {game.name} shows here once its feeds publish articles.
      </EmptyState>
    );
  return (
    <ul className="game-page__news">
      {game.news.map((article) => (
        <li key={article.id}>
          <Card
            headingLevel={2}
            title={article.title}
            href={`/games/${game.id}/news/${article.id}`}
            eyebrow={[formatDate(article.publishedAt), article.author].filter(Boolean).join(' · ')}
          >
            <p>{article.excerpt}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Company users add a feed to the game's news; the feed job reads it on its next run. */
function AddFeed({ game }: { game: PublicGame }) {
  const toasts = useToasts();
  const feeds = useGameFeeds(game.id);
  const action = useServerAction((values: { url: string; authorized: boolean }) => addGameFeed(game.id, values));
  return (
    <section aria-labelledby="add-feed-title">
      <h2 id="add-feed-title">News feeds</h2>
      {feeds.data && feeds.data.length > 0 && (
        <ul className="game-page__feeds">
          {feeds.data.map((feed) => (
            <li key={feed.id}>
              <span className="game-page__feed-url">{feed.url}</span>:{' '}
              {feed.lastError
                ? `could not be read (${feed.lastError})`
                : feed.fetchedAt
                  ? `read ${formatDateTime(feed.fetchedAt)}`
                  : 'waiting for its first read'}
            </li>
          ))}
        </ul>
      )}
      <AddGameFeedForm
        gameName={game.name}
        submitting={action.submitting}
        serverError={action.serverError}
        onSubmit={async (values) => {
          const outcome = await action.run(values);
          if (outcome.ok) void feeds.mutate();
          if (outcome.ok)
            toasts.add({ type: 'success', content: `Feed added. Its articles show on ${game.name}'s news after its first read.` });
          return outcome.ok;
        }}
      />
    </section>
  );
}

/** /games/{id} with its news, streams and videos (spec section 2), for anyone. */
export function GamePage({ tab = 'news' }: { tab?: GameTab }) {
  const id = useParams().id ?? '';
  const game = usePublicGame(id);
  const session = useSession();
  useDocumentTitle(game.data?.name);
  if (game.error instanceof GqlError && game.error.code === 'GAMES.GAME_NOT_FOUND') return <NotFoundPage />;
  if (!game.data) return <PageStatus error={game.error} />;
  const g = game.data;
  const release = g.releaseDate ? formatDate(g.releaseDate) : 'Not announced';
  return (
    <div className="game-page">
      <p>
        <AppLink href="/games">All games</AppLink>
      </p>
      <header className="game-page__header">
        {g.coverUrl && <img className="game-page__cover" src={g.coverUrl} alt={`Cover of ${g.name}`} width={264} height={352} />}
        <div className="game-page__facts">
          <h1>{g.name}</h1>
          {g.source === 'sandbox' && <p>A sandbox game: made up by the catalogue sandbox, not from IGDB.</p>}
          <p>{g.summary}</p>
          <dl>
            <dt>Release</dt>
            <dd>{release}</dd>
            {g.platformFamilies.length > 0 && (
              <>
                <dt>Platforms</dt>
                <dd>
                  {g.platformFamilies.join(', ')} ({g.platforms.join(', ')})
                </dd>
              </>
            )}
            {g.genres.length > 0 && (
              <>
                <dt>Genres</dt>
                <dd>{g.genres.join(', ')}</dd>
              </>
            )}
          </dl>
          {session.status === 'unauthenticated' && (
            <p>
              Stream or make videos of games like this? <AppLink href="/register/creator">Join Lurkit as a creator</AppLink> for free keys
              and paid Quests.
            </p>
          )}
        </div>
      </header>
      <UrlTabs
        label={`${g.name} pages`}
        activeId={tab}
        panelId="game-panel"
        tabs={[
          { id: 'news', label: `News (${g.news.length})`, href: `/games/${g.id}/news` },
          { id: 'streams', label: `Streams (${g.streams.length})`, href: `/games/${g.id}/streams` },
          { id: 'videos', label: `Videos (${g.videos.length})`, href: `/games/${g.id}/videos` },
        ]}
      />
      <section id="game-panel" role="tabpanel" aria-label={tab === 'news' ? 'News' : tab === 'streams' ? 'Streams' : 'Videos'}>
        {tab === 'news' ? <NewsList game={g} /> : <PostList posts={tab === 'streams' ? g.streams : g.videos} kind={tab} />}
      </section>
      {tab === 'news' && session.status === 'authenticated' && session.user.userType === 'Company' && <AddFeed game={g} />}
    </div>
  );
}
