import { describeNotificationRepositoryContract } from '@lurkit/core/notifications/ports/notification-repository.contract.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { emptyProfile } from '@lurkit/core/accounts/profile/domain/user-profile.entity.ts';
import { MikroOrmUserProfileRepository } from '../accounts/mikro-orm-user-profile-repository.ts';
import { AccountsNotificationRecipients } from './accounts-notification-recipients.ts';
import { MikroOrmNotificationRepository } from './mikro-orm-notification-repository.ts';

const db = useTestDatabase();

const aUser = async () => {
  const id = globalThis.crypto.randomUUID();
  await parentRows(db().orm.em.fork()).user(id);
  return id;
};

describeNotificationRepositoryContract('PostgreSQL', async () => ({
  notifications: new MikroOrmNotificationRepository(db().orm.em.fork()),
  aUser,
}));

describe('AccountsNotificationRecipients', () => {
  it('finds the account behind an address in any case, with its switches, all on without a profile', async () => {
    const id = await aUser();
    const email = `${id.replace(/-/g, '').slice(0, 20)}@example.com`;
    const recipients = new AccountsNotificationRecipients(db().orm.em.fork());
    expect(await recipients.findByEmail(email.toUpperCase())).toEqual({
      userId: id,
      emails: { invitations: true, deadlineReminders: true, campaignUpdates: true },
    });
    await new MikroOrmUserProfileRepository(db().orm.em.fork()).save({
      ...emptyProfile(id),
      emailNotifications: { invitations: false, deadlineReminders: true, campaignUpdates: false },
    });
    expect((await recipients.findByEmail(email))?.emails).toEqual({ invitations: false, deadlineReminders: true, campaignUpdates: false });
    expect(await recipients.findByEmail('nobody@example.com')).toBeNull();
  });
});
