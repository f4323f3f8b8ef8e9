import { ExploreSection } from '@lurkit/ui/explore/ExploreSection.tsx';
import { GameCard } from '@lurkit/ui/games/GameCard.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useGameList } from '../hooks/use-games.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { GAME_LIST_PAGES, type GameListId } from './game-lists.ts';
import './games-pages.css';

/** The overview shows this many games of each list; "See all" opens the list. */
const OVERVIEW_SIZE = 8;

function GameListSection({ list, limit }: { list: (typeof GAME_LIST_PAGES)[number]; limit?: number }) {
  const games = useGameList(list.id);
  const shown = limit ? games.data?.slice(0, limit) : games.data;
  return (
    <div className="games-page__list">
      <ExploreSection
        title={list.label}
        description={list.description}
        emptyTitle="No games in this list yet"
        loading={!games.data && !games.error}
        error={games.error ? toFormServerError(games.error).message : undefined}
        items={(shown ?? []).map((game) => ({
          key: game.id,
          card: (
            <GameCard
              name={game.name}
              href={`/games/${game.id}`}
              coverUrl={game.coverUrl}
              releaseDate={game.releaseDate}
              platformFamilies={game.platformFamilies}
              genres={game.genres}
              sandbox={game.source === 'sandbox'}
              upcoming={list.upcoming}
            />
          ),
        }))}
      />
      {limit && (games.data?.length ?? 0) > limit && (
        <AppLink href={`/games/${list.id}`} className="games-page__see-all">
          See all {list.label.toLowerCase()}
        </AppLink>
      )}
    </div>
  );
}

/** /games and its three lists (spec section 2): the public game catalogue, for anyone. */
export function GamesPage({ list }: { list?: GameListId }) {
  const current = GAME_LIST_PAGES.find((l) => l.id === list);
  useDocumentTitle(current ? `${current.label} games` : 'Games');
  return (
    <div className="games-page">
      <header>
        <h1>{current ? `${current.label} games` : 'Games'}</h1>
        <p>New, anticipated and upcoming games, with their news and the creators playing them.</p>
      </header>
      <UrlTabs
        label="Game lists"
        activeId={current?.id ?? 'all'}
        panelId="games-panel"
        tabs={[
          { id: 'all', label: 'All', href: '/games' },
          ...GAME_LIST_PAGES.map((l) => ({ id: l.id, label: l.label, href: `/games/${l.id}` })),
        ]}
      />
      <div id="games-panel" role="tabpanel" className="games-page__panel">
        {current ? (
          <GameListSection list={current} />
        ) : (
          GAME_LIST_PAGES.map((l) => <GameListSection key={l.id} list={l} limit={OVERVIEW_SIZE} />)
        )}
      </div>
    </div>
  );
}
