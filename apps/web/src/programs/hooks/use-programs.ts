import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { MyCreatorProgramQuery, ProgramApplicationsQuery } from '../operations/company-creator-program.operations.ts';
import {
  CreatorProgramPageQuery,
  CreatorProgramsQuery,
  MyProgramMembershipsQuery,
  ProgramActivationsQuery,
  ProgramEligibilityQuery,
} from '../operations/creator-programs.operations.ts';

/** The company's own program (null before it has one). */
export const useMyCreatorProgram = () =>
  useSWR(['gql:MyCreatorProgram'], () => request(MyCreatorProgramQuery, {}).then((d) => d.myCreatorProgram));

/** One tab of the company's applications; the table pages them itself (the first 100). */
export const useProgramApplications = (programId: string | null, tab: 'applicants' | 'accepted' | 'rejected') =>
  useSWR(programId ? ['gql:ProgramApplications', programId, tab] : null, () =>
    request(ProgramApplicationsQuery, { programId: programId!, tab, first: 100 }).then((d) =>
      d.programApplications.edges.map((e) => e.node),
    ),
  );

export const useCreatorPrograms = () =>
  useSWR(['gql:CreatorPrograms'], () =>
    request(CreatorProgramsQuery, { first: 100 }).then((d) => d.creatorPrograms.edges.map((e) => e.node)),
  );

export const useCreatorProgramPage = (id: string) =>
  useSWR(['gql:CreatorProgramPage', id], () => request(CreatorProgramPageQuery, { id }).then((d) => d.creatorProgram));

export const useMyProgramMemberships = (enabled: boolean) =>
  useSWR(enabled ? ['gql:MyProgramMemberships'] : null, () => request(MyProgramMembershipsQuery, {}).then((d) => d.myProgramMemberships));

export const useProgramEligibility = (programId: string, enabled: boolean) =>
  useSWR(enabled ? ['gql:ProgramEligibility', programId] : null, () =>
    request(ProgramEligibilityQuery, { programId }).then((d) => d.programEligibility),
  );

/** The program's Keys or Quests with what the program's access opens (members and the company only). */
export const useProgramActivations = (programId: string, kind: 'key' | 'quest', enabled: boolean) =>
  useSWR(enabled ? ['gql:ProgramActivations', programId, kind] : null, () =>
    request(ProgramActivationsQuery, { programId, kind }).then((d) => d.programActivations),
  );
