import { defineEntity, p } from '@mikro-orm/postgresql';
import { UserAccountEntity } from './user-account.entity.ts';

/**
 * Profile pictures, whole, in the database (at most 5 MB each), like Code Manager images: nothing
 * on disk to configure or back up. One row a person; a new upload replaces it with a new id.
 */
export const ProfilePictureEntity = defineEntity({
  name: 'ProfilePicture',
  tableName: 'profile_picture',
  properties: {
    id: p.uuid().primary(),
    user: () => p.oneToOne(UserAccountEntity).mapToPk().deleteRule('cascade').owner().unique('profile_picture_user_id_unique'),
    contentType: p.string().length(32),
    width: p.integer(),
    height: p.integer(),
    bytes: p.blob(),
    uploadedAt: p.datetime(),
  },
});
