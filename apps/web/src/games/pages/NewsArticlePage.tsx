import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { useParams } from 'react-router';
import { GqlError } from '../../shared/api/gql-error.ts';
import { NotFoundPage } from '../../shared/NotFoundPage.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { useGameNewsArticle } from '../hooks/use-games.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import './games-pages.css';

/** /games/{id}/news/{articleId}: one article of a game's feeds, for anyone. */
export function NewsArticlePage() {
  const { id = '', articleId = '' } = useParams();
  const view = useGameNewsArticle(id, articleId);
  const session = useSession();
  useDocumentTitle(view.data?.gameNewsArticle.title);
  if (view.error instanceof GqlError && ['GAMES.ARTICLE_NOT_FOUND', 'GAMES.GAME_NOT_FOUND'].includes(view.error.code))
    return <NotFoundPage />;
  if (!view.data) return <PageStatus error={view.error} />;
  const { gameNewsArticle: article, catalogueGame: game } = view.data;
  return (
    <article className="news-article-page" aria-labelledby="news-article-title">
      <p>
        <AppLink href={`/games/${game.id}/news`}>All news of {game.name}</AppLink>
      </p>
      <header>
        <h1 id="news-article-title">{article.title}</h1>
        <p>{[formatDateTime(article.publishedAt), article.author].filter(Boolean).join(' · ')}</p>
      </header>
      {/* Sanitised by the server when the feed was read (scripts, handlers and non-http links removed). */}
      <div className="news-article-page__body" dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.link && (
        <p>
          <a href={article.link} target="_blank" rel="noopener noreferrer nofollow">
            Read it on the publisher's site
          </a>
        </p>
      )}
      {session.status === 'unauthenticated' && (
        <aside aria-label="Join Lurkit">
          <p>
            Creators on Lurkit get free keys and paid Quests for games like {game.name}.{' '}
            <AppLink href="/register/creator">Register as a creator</AppLink>
          </p>
        </aside>
      )}
    </article>
  );
}
