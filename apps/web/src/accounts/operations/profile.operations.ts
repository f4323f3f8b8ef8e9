import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

const ProfileFields = graphql(`
  fragment ProfileFields on UserProfile {
    country
    countryLockedUntil
    language
    languageLockedUntil
    description
    links {
      discord
      facebook
      instagram
      other
    }
    rssFeeds {
      url
      authorizedAt
    }
    emailNotifications {
      invitations
      deadlineReminders
      campaignUpdates
    }
    address {
      firstName
      lastName
      streetName
      streetNumber
      zipCode
      city
      province
      country
      email
    }
  }
`);

export const MyProfileQuery = graphql(
  `
    query MyProfile {
      myProfile {
        ...ProfileFields
      }
    }
  `,
  [ProfileFields],
);
export type MyProfile = ResultOf<typeof MyProfileQuery>['myProfile'];

export const SavePersonalInfoMutation = graphql(
  `
    mutation SavePersonalInfo($input: PersonalInfoInput!) {
      savePersonalInfo(input: $input) {
        ...ProfileFields
      }
    }
  `,
  [ProfileFields],
);

export const SaveAddressMutation = graphql(
  `
    mutation SaveAddress($input: AddressInput!) {
      saveAddress(input: $input) {
        ...ProfileFields
      }
    }
  `,
  [ProfileFields],
);

export const SaveNotificationSettingsMutation = graphql(
  `
    mutation SaveNotificationSettings($input: NotificationSettingsInput!) {
      saveNotificationSettings(input: $input) {
        ...ProfileFields
      }
    }
  `,
  [ProfileFields],
);

export const fetchMyProfile = () => request(MyProfileQuery).then((d) => d.myProfile);
export const savePersonalInfo = (input: VariablesOf<typeof SavePersonalInfoMutation>['input']) =>
  request(SavePersonalInfoMutation, { input }).then((d) => d.savePersonalInfo);
export const saveAddress = (input: VariablesOf<typeof SaveAddressMutation>['input']) =>
  request(SaveAddressMutation, { input }).then((d) => d.saveAddress);
export const saveNotificationSettings = (input: VariablesOf<typeof SaveNotificationSettingsMutation>['input']) =>
  request(SaveNotificationSettingsMutation, { input }).then((d) => d.saveNotificationSettings);

export const RemoveProfilePictureMutation = graphql(`
  mutation RemoveProfilePicture {
    removeProfilePicture
  }
`);
export const removeProfilePicture = () => request(RemoveProfilePictureMutation).then((d) => d.removeProfilePicture);
