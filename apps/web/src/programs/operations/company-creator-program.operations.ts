import { graphql, type ResultOf } from '../../graphql.ts';
import { CreatorProgramFields, MembershipFields } from './creator-program.fragments.ts';

/** The company's side: its one program (wizard), applications with bulk decisions, announcements. */

export const MyCreatorProgramQuery = graphql(
  `
    query MyCreatorProgram {
      myCreatorProgram {
        ...CreatorProgramFields
        membershipCounts {
          state
          count
        }
      }
    }
  `,
  [CreatorProgramFields],
);

export const SaveCreatorProgramMutation = graphql(
  `
    mutation SaveCreatorProgram($values: CreatorProgramInput!) {
      saveCreatorProgram(values: $values) {
        ...CreatorProgramFields
      }
    }
  `,
  [CreatorProgramFields],
);

export const ProgramApplicationsQuery = graphql(
  `
    query ProgramApplications($programId: ID!, $tab: ApplicationTab!, $first: Int, $after: String) {
      programApplications(programId: $programId, tab: $tab, first: $first, after: $after) {
        edges {
          node {
            ...MembershipFields
            vipAccess {
              waivesLocationAndLanguage
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [MembershipFields],
);

export const ReviewProgramApplicationsMutation = graphql(`
  mutation ReviewProgramApplications($applicationIds: [ID!]!, $decision: ApplicationDecision!) {
    reviewProgramApplications(applicationIds: $applicationIds, decision: $decision) {
      id
      state
      label
    }
  }
`);

export const ProgramAnnouncementsQuery = graphql(`
  query ProgramAnnouncements($id: ID!) {
    creatorProgram(id: $id) {
      announcements {
        id
        title
        text
        createdAt
        lastEditedAt
      }
    }
  }
`);

export const PostProgramAnnouncementMutation = graphql(`
  mutation PostProgramAnnouncement($programId: ID!, $title: String!, $text: String!) {
    postProgramAnnouncement(programId: $programId, title: $title, text: $text) {
      id
      title
      text
      createdAt
      lastEditedAt
    }
  }
`);

export const EditProgramAnnouncementMutation = graphql(`
  mutation EditProgramAnnouncement($announcementId: ID!, $title: String!, $text: String!) {
    editProgramAnnouncement(announcementId: $announcementId, title: $title, text: $text) {
      id
      title
      text
      createdAt
      lastEditedAt
    }
  }
`);

export type MyCreatorProgram = NonNullable<ResultOf<typeof MyCreatorProgramQuery>['myCreatorProgram']>;
export type ProgramApplication = NonNullable<ResultOf<typeof ProgramApplicationsQuery>['programApplications']['edges'][number]>['node'];
export type ProgramAnnouncement = NonNullable<ResultOf<typeof ProgramAnnouncementsQuery>['creatorProgram']>['announcements'][number];

const CustomDomainFields = graphql(`
  fragment CustomDomainFields on CustomDomain {
    domain
    status
    recordName
    recordValue
    checkedAt
    sandbox
  }
`);

export const CompanyCustomDomainQuery = graphql(
  `
    query CompanyCustomDomain {
      companyCustomDomain {
        ...CustomDomainFields
      }
    }
  `,
  [CustomDomainFields],
);

export const SetCompanyCustomDomainMutation = graphql(
  `
    mutation SetCompanyCustomDomain($domain: String!) {
      setCompanyCustomDomain(domain: $domain) {
        ...CustomDomainFields
      }
    }
  `,
  [CustomDomainFields],
);

export const CheckCompanyCustomDomainMutation = graphql(
  `
    mutation CheckCompanyCustomDomain {
      checkCompanyCustomDomain {
        ...CustomDomainFields
      }
    }
  `,
  [CustomDomainFields],
);
