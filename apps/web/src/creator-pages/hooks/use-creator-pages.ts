import useSWR from 'swr';
import { fetchCreatorPage, fetchMyCreatorPages } from '../operations/creator-pages.operations.ts';

export const MY_CREATOR_PAGES_KEY = 'gql:MyCreatorPages';

export const useMyCreatorPages = () => useSWR(MY_CREATOR_PAGES_KEY, fetchMyCreatorPages);

/** The public page at /{slug}; signed out too. */
export const usePublicCreatorPage = (slug: string) => useSWR(['gql:CreatorPage', slug], ([, s]: [string, string]) => fetchCreatorPage(s));
