import useSWR from 'swr';
import { fetchMyProfile } from '../operations/profile.operations.ts';

export const useMyProfile = () => useSWR('gql:MyProfile', fetchMyProfile);
