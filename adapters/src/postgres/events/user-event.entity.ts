import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/** Product analytics events (User Init and later ones). Events outlive the account they mention. */
export const UserEventEntity = defineEntity({
  name: 'UserEvent',
  tableName: 'user_event',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    user: () => p.manyToOne(UserAccountEntity).mapToPk().nullable().deleteRule('set null').index('user_event_user_id_index'),
    deviceId: p.string().length(100).nullable(),
    data: p.json<Record<string, unknown>>(),
    metaData: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().index('user_event_created_at_index'),
  },
});

export type UserEventRow = InferEntity<typeof UserEventEntity>;
