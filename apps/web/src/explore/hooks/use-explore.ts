import useSWR from 'swr';
import { usePaged } from '../../shared/hooks/use-paged.ts';
import {
  fetchFeaturedCreators,
  fetchPublicCreatorPrograms,
  fetchPublicFigures,
  fetchPublicKeyCampaign,
  fetchPublicKeyCampaigns,
  fetchPublicQuests,
  type FeaturedCreator,
  type FeaturedCreatorsPage,
  type PublicCreatorProgram,
  type PublicCreatorProgramsPage,
  type PublicKeyCampaign,
  type PublicKeyCampaignsPage,
  type PublicQuest,
  type PublicQuestsPage,
} from '../operations/explore.operations.ts';

/** The landing page's live figures, for anyone. */
export const usePublicFigures = () => useSWR('gql:PublicFigures', fetchPublicFigures);

export const usePublicKeyCampaigns = () =>
  usePaged<PublicKeyCampaignsPage, PublicKeyCampaign>(
    ['gql:PublicKeyCampaigns'],
    (after) => fetchPublicKeyCampaigns(after),
    (p) => p.edges.map((e) => e.node),
  );
/** Spec 6: only signed-in creators with full access find Quests, so nobody else asks. */
export const usePublicQuests = (enabled: boolean) =>
  usePaged<PublicQuestsPage, PublicQuest>(
    enabled ? ['gql:PublicQuests'] : null,
    (after) => fetchPublicQuests(after),
    (p) => p.edges.map((e) => e.node),
  );
export const usePublicCreatorPrograms = () =>
  usePaged<PublicCreatorProgramsPage, PublicCreatorProgram>(
    ['gql:PublicCreatorPrograms'],
    (after) => fetchPublicCreatorPrograms(after),
    (p) => p.edges.map((e) => e.node),
  );
export const useFeaturedCreators = () =>
  usePaged<FeaturedCreatorsPage, FeaturedCreator>(
    ['gql:FeaturedCreators'],
    (after) => fetchFeaturedCreators(after),
    (p) => p.edges.map((e) => e.node),
  );

/** A Key campaign's public page; null skips the request (a creator reads the campaign as theirs). */
export const usePublicKeyCampaign = (id: string | null) =>
  useSWR(id ? ['gql:PublicKeyCampaign', id] : null, ([, campaignId]) => fetchPublicKeyCampaign(campaignId));
