import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { CompanyMissionQuery, CompanyMissionsQuery, MissionRunsQuery } from '../operations/company-missions.operations.ts';
import {
  CreatorMissionQuery,
  MissionFeedQuery,
  MyMissionRunsQuery,
  MyOpenMissionsQuery,
  ProgramMissionsQuery,
  PublicProgramMissionsQuery,
} from '../operations/creator-missions.operations.ts';

export const useCompanyMissions = () =>
  useSWR(['gql:CompanyMissions'], () => request(CompanyMissionsQuery, {}).then((d) => d.companyMissions));

export const useCompanyMission = (id: string | null) =>
  useSWR(id ? ['gql:CompanyMission', id] : null, () => request(CompanyMissionQuery, { id: id! }).then((d) => d.companyMission));

/** A tab of the mission's runs; none while another tab (Invite creators) shows. */
export const useMissionRuns = (missionId: string, tab: 'ongoing' | 'review' | 'completed' | 'ended' | null) =>
  useSWR(tab ? ['gql:MissionRuns', missionId, tab] : null, ([, , runTab]) =>
    request(MissionRunsQuery, { missionId, tab: runTab, first: 100 }).then((d) => d.missionRuns.edges.map((e) => e.node)),
  );

export const useCreatorMission = (id: string) =>
  useSWR(['gql:CreatorMission', id], () => request(CreatorMissionQuery, { id }).then((d) => d.mission));

export const useProgramMissions = (programId: string, enabled: boolean) =>
  useSWR(enabled ? ['gql:ProgramMissions', programId] : null, () =>
    request(ProgramMissionsQuery, { programId }).then((d) => d.programMissions),
  );

/** A program's open and upcoming missions with their rewards, for anyone reading its page. */
export const usePublicProgramMissions = (programId: string) =>
  useSWR(['gql:PublicProgramMissions', programId], () =>
    request(PublicProgramMissionsQuery, { programId }).then((d) => d.publicProgramMissions),
  );

/** The creator's streams and videos of the run's period, for the submit-content form's picker. */
export const useMissionFeed = (runId: string) =>
  useSWR(['gql:MissionFeed', runId], () => request(MissionFeedQuery, { runId }).then((d) => d.missionFeed));

/** Every mission run of the signed-in creator. */
export const useMyOpenMissions = () => useSWR('gql:MyOpenMissions', () => request(MyOpenMissionsQuery).then((d) => d.myOpenMissions));
export const useMyMissionRuns = () => useSWR('gql:MyMissionRuns', () => request(MyMissionRunsQuery).then((d) => d.myMissionRuns));
