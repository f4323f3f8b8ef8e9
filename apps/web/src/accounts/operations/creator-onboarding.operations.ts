import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

const OnboardingFields = graphql(`
  fragment OnboardingFields on CreatorOnboarding {
    genres
    contentTypes
    hardware
    completedAt
  }
`);

export const MyCreatorOnboardingQuery = graphql(
  `
    query MyCreatorOnboarding {
      myProfile {
        onboarding {
          ...OnboardingFields
        }
      }
    }
  `,
  [OnboardingFields],
);
export type MyCreatorOnboarding = ResultOf<typeof MyCreatorOnboardingQuery>['myProfile']['onboarding'];

export const SaveCreatorOnboardingMutation = graphql(
  `
    mutation SaveCreatorOnboarding($input: CreatorOnboardingInput!) {
      saveCreatorOnboarding(input: $input) {
        onboarding {
          ...OnboardingFields
        }
      }
    }
  `,
  [OnboardingFields],
);

export const fetchMyCreatorOnboarding = () => request(MyCreatorOnboardingQuery).then((d) => d.myProfile.onboarding);
export const saveCreatorOnboarding = (input: VariablesOf<typeof SaveCreatorOnboardingMutation>['input']) =>
  request(SaveCreatorOnboardingMutation, { input }).then((d) => d.saveCreatorOnboarding.onboarding);
