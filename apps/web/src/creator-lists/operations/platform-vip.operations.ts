import { request } from '../../shared/api/gql-client.ts';
import { graphql } from '../../graphql.ts';

/** Staff's platform-wide VIP access: the list and the toggle on /staff/vip. */

export const PlatformVipsQuery = graphql(`
  query PlatformVips {
    platformVips {
      creatorId
      creatorName
      waivesLocationAndLanguage
      grantedAt
    }
  }
`);

export const SetPlatformVipMutation = graphql(`
  mutation SetPlatformVip($input: SetPlatformVipInput!) {
    setPlatformVip(input: $input) {
      creatorId
      creatorName
      waivesLocationAndLanguage
      grantedAt
    }
  }
`);

export const RevokePlatformVipMutation = graphql(`
  mutation RevokePlatformVip($creatorId: ID!) {
    revokePlatformVip(creatorId: $creatorId)
  }
`);

export const fetchPlatformVips = () => request(PlatformVipsQuery).then((d) => d.platformVips);
/** Sets (with the waiver) or, with null, revokes a creator's platform VIP. */
export const setPlatformVip = (creatorId: string, grant: { waivesLocationAndLanguage: boolean } | null) =>
  grant
    ? request(SetPlatformVipMutation, { input: { creatorId, ...grant } }).then(() => undefined)
    : request(RevokePlatformVipMutation, { creatorId }).then(() => undefined);
