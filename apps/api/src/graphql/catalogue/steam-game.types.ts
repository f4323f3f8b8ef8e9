import type { SteamGameImport } from '@lurkit/core/catalogue/application/import-steam-game.ts';
import { mediaOf, type CatalogueGame, type CatalogueMovie } from '@lurkit/core/catalogue/domain/catalogue-game.ts';
import type { DomainError } from '@lurkit/core/shared/domain-error.ts';
import { builder } from '../shared/builder.ts';

const CatalogueSourceEnum = builder.enumType('CatalogueSource', {
  description: 'Where game info came from: the Steam store, or the development sandbox (not real data: say so).',
  values: ['steam', 'sandbox'] as const,
});
const OperatingSystemEnum = builder.enumType('OperatingSystem', { values: ['windows', 'mac', 'linux'] as const });

const CatalogueMovieRef = builder.objectRef<CatalogueMovie>('CatalogueMovie').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    thumbnailUrl: t.exposeString('thumbnailUrl'),
    videoUrl: t.exposeString('videoUrl', { nullable: true, description: 'An mp4 or webm file, when the store offers one.' }),
  }),
});

const CatalogueGameRef = builder.objectRef<CatalogueGame>('CatalogueGame').implement({
  description: "A game's store page, ready for the Key campaign's Game info step: plain text and http(s) links.",
  fields: (t) => ({
    source: t.expose('source', { type: CatalogueSourceEnum }),
    appId: t.exposeInt('appId', { description: 'The Steam app id (the Game info step keeps it as steamAppId).' }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { description: "Plain text from the store's HTML; empty when the store has none." }),
    headerImageUrl: t.exposeString('headerImageUrl', { nullable: true }),
    screenshots: t.stringList({ description: 'Full-size screenshots, at most 8.', resolve: (g) => [...g.screenshots] }),
    media: t.stringList({
      description: "The Game info step's media: header first, then screenshots, at most 12.",
      resolve: (g) => mediaOf(g),
    }),
    movies: t.field({ type: [CatalogueMovieRef], resolve: (g) => [...g.movies] }),
    genres: t.stringList({ resolve: (g) => [...g.genres] }),
    categories: t.stringList({ resolve: (g) => [...g.categories] }),
    platforms: t.field({ type: [OperatingSystemEnum], resolve: (g) => [...g.platforms] }),
    releaseDate: t.exposeString('releaseDate', { nullable: true, description: 'As the store writes it ("17 Sep, 2020", "Q4 2026").' }),
    comingSoon: t.exposeBoolean('comingSoon'),
    developers: t.stringList({ resolve: (g) => [...g.developers] }),
    publishers: t.stringList({ resolve: (g) => [...g.publishers] }),
  }),
});

const CatalogueWarningRef = builder.objectRef<DomainError>('CatalogueWarning').implement({
  description: 'Something the form shows beside a field though the import worked (CATALOGUE.NO_DESCRIPTION at description).',
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
    field: t.string({ nullable: true, resolve: (w) => w.field ?? null }),
  }),
});

export const SteamGameImportRef = builder.objectRef<SteamGameImport>('SteamGameImport').implement({
  description: 'A Steam import: the game, and warnings that leave it usable (no description: name and media still fill).',
  fields: (t) => ({
    game: t.expose('game', { type: CatalogueGameRef }),
    missingDescription: t.exposeBoolean('missingDescription'),
    warnings: t.field({ type: [CatalogueWarningRef], resolve: (i) => [...i.warnings] }),
  }),
});
