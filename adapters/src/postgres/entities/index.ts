import { AccountTokenEntity } from './account-token.entity.ts';
import { CompanyInvitationEntity } from './company-invitation.entity.ts';
import { CompanyMemberEntity } from './company-member.entity.ts';
import { CompanyEntity } from './company.entity.ts';
import { EmailOutboxEntity } from './email-outbox.entity.ts';
import { SessionEntity } from './session.entity.ts';
import { UserAccountEntity } from './user-account.entity.ts';
import { UserEventEntity } from './user-event.entity.ts';

/** Every table the ORM knows; the migrated schema must match exactly these (see schema-matches-migrations.test.ts). */
export const entities = [
  UserAccountEntity,
  CompanyEntity,
  CompanyMemberEntity,
  CompanyInvitationEntity,
  AccountTokenEntity,
  SessionEntity,
  EmailOutboxEntity,
  UserEventEntity,
];
