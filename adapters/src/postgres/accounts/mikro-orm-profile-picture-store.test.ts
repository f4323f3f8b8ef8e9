import { describeProfilePictureStoreContract } from '@lurkit/core/accounts/profile/ports/profile-picture-store.contract.ts';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmProfilePictureStore } from './mikro-orm-profile-picture-store.ts';

const db = useTestDatabase();

describeProfilePictureStoreContract('PostgreSQL', async () => ({
  pictures: new MikroOrmProfilePictureStore(db().orm.em.fork()),
  aUser: async () => {
    const id = globalThis.crypto.randomUUID();
    await parentRows(db().orm.em.fork()).user(id);
    return id;
  },
}));
