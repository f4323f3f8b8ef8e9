import { AccountTokenEntity } from './account-token.entity.ts';
import { CompanyInvitationLinkEntity } from './company-invitation-link.entity.ts';
import { CompanyInvitationEntity } from './company-invitation.entity.ts';
import { CompanyMemberEntity } from './company-member.entity.ts';
import { CompanyEntity } from './company.entity.ts';
import { CompanyPageEntity } from './company-page.entity.ts';
import { ProfilePictureEntity } from './profile-picture.entity.ts';
import { SessionEntity } from './session.entity.ts';
import { UserAccountEntity } from './user-account.entity.ts';
import { UserProfileEntity } from './user-profile.entity.ts';

export const accountsEntities = [
  UserAccountEntity,
  CompanyEntity,
  CompanyMemberEntity,
  CompanyInvitationEntity,
  CompanyInvitationLinkEntity,
  AccountTokenEntity,
  SessionEntity,
  UserProfileEntity,
  ProfilePictureEntity,
  CompanyPageEntity,
];
