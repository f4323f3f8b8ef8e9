import { graphql, type ResultOf } from '../../graphql.ts';
import { CreatorProgramFields, MembershipFields } from './creator-program.fragments.ts';

/** The creator's side: browse programs, one program's page, the join flow, memberships. */

export const CreatorProgramsQuery = graphql(
  `
    query CreatorPrograms($first: Int, $after: String) {
      creatorPrograms(first: $first, after: $after) {
        edges {
          node {
            ...CreatorProgramFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [CreatorProgramFields],
);

export const CreatorProgramPageQuery = graphql(
  `
    query CreatorProgramPage($id: ID!) {
      creatorProgram(id: $id) {
        program {
          ...CreatorProgramFields
        }
        membershipState
        membershipLabel
        canSeeMemberContent
        announcements {
          id
          title
          text
          createdAt
          lastEditedAt
        }
      }
    }
  `,
  [CreatorProgramFields],
);

export const ProgramEligibilityQuery = graphql(`
  query ProgramEligibility($programId: ID!) {
    programEligibility(programId: $programId) {
      eligible
      groups {
        group
        status
        reasons
      }
      vipAccess {
        waivesLocationAndLanguage
      }
    }
  }
`);

export const ApplyToCreatorProgramMutation = graphql(
  `
    mutation ApplyToCreatorProgram(
      $programId: ID!
      $answers: [ApplicationAnswerInput!]!
      $acceptCodeOfConduct: Boolean!
      $profile: ApplicantProfileInput
    ) {
      applyToCreatorProgram(programId: $programId, answers: $answers, acceptCodeOfConduct: $acceptCodeOfConduct, profile: $profile) {
        ...MembershipFields
      }
    }
  `,
  [MembershipFields],
);

export const MyProgramMembershipsQuery = graphql(
  `
    query MyProgramMemberships {
      myProgramMemberships {
        ...MembershipFields
        program {
          ...CreatorProgramFields
        }
      }
    }
  `,
  [MembershipFields, CreatorProgramFields],
);

export type CreatorProgramCard = ResultOf<typeof CreatorProgramsQuery>['creatorPrograms']['edges'][number]['node'];
export type CreatorProgramPage = ResultOf<typeof CreatorProgramPageQuery>['creatorProgram'];
export type CreatorProgramsPage = ResultOf<typeof CreatorProgramsQuery>['creatorPrograms'];
export type ProgramEligibility = ResultOf<typeof ProgramEligibilityQuery>['programEligibility'];
export type MyProgramMembership = ResultOf<typeof MyProgramMembershipsQuery>['myProgramMemberships'][number];

export const ProgramActivationsQuery = graphql(`
  query ProgramActivations($programId: ID!, $kind: ProgramActivationKind!) {
    programActivations(programId: $programId, kind: $kind) {
      id
      kind
      name
      granted
      takingPart
      href
    }
  }
`);
export type ProgramActivation = ResultOf<typeof ProgramActivationsQuery>['programActivations'][number];

export const OpenProgramActivationQuery = graphql(`
  query OpenProgramActivation($programId: ID!, $kind: ProgramActivationKind!, $id: ID!) {
    openProgramActivation(programId: $programId, kind: $kind, id: $id) {
      id
      href
    }
  }
`);

export const CompanyPageQuery = graphql(
  `
    query CompanyPage($companyId: ID!) {
      companyPage(companyId: $companyId) {
        id
        name
        settings {
          description
          links {
            label
            url
          }
        }
        program {
          ...CreatorProgramFields
        }
      }
    }
  `,
  [CreatorProgramFields],
);
export type CompanyPageView = ResultOf<typeof CompanyPageQuery>['companyPage'];
