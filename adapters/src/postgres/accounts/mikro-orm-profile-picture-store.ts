import { PROFILE_PICTURE_TYPES, type ProfilePicture } from '@lurkit/core/accounts/profile/domain/profile-picture.ts';
import type { ProfilePictureStorePort } from '@lurkit/core/accounts/profile/ports/profile-picture-store.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../insights/sql-values.ts';
import { knownValue } from '../shared/known-value.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

interface RawPictureRow {
  id: string;
  user_id: string;
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
  uploaded_at: Date;
}

/** Profile pictures as bytea rows, one a person (see ProfilePictureEntity). */
export class MikroOrmProfilePictureStore implements ProfilePictureStorePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async replace(picture: ProfilePicture): Promise<void> {
    // One statement, so two uploads at once leave exactly one picture (the later one).
    await unitOfWork(this.#em).execute(
      `insert into profile_picture (id, user_id, content_type, width, height, bytes, uploaded_at)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set id = excluded.id, content_type = excluded.content_type, width = excluded.width,
         height = excluded.height, bytes = excluded.bytes, uploaded_at = excluded.uploaded_at`,
      [picture.id, picture.userId, picture.type, picture.width, picture.height, Buffer.from(picture.bytes), picture.uploadedAt] as never[],
    );
  }

  async findById(id: string): Promise<ProfilePicture | null> {
    if (!isUuid(id)) return null;
    const [row] = await unitOfWork(this.#em).execute<RawPictureRow[]>(
      'select id, user_id, content_type, width, height, bytes, uploaded_at from profile_picture where id = ?',
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      userId: row.user_id,
      type: knownValue(PROFILE_PICTURE_TYPES, row.content_type, 'content_type'),
      width: row.width,
      height: row.height,
      bytes: new Uint8Array(row.bytes),
      uploadedAt: new Date(row.uploaded_at),
    };
  }

  async currentIds(userIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const ids = [...new Set(userIds.filter(isUuid))];
    if (ids.length === 0) return new Map();
    const rows = await unitOfWork(this.#em).execute<{ id: string; user_id: string }[]>(
      'select id, user_id from profile_picture where user_id = any(?::uuid[])',
      [pgArray(ids)],
    );
    return new Map(rows.map((row) => [row.user_id, row.id]));
  }

  async remove(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await unitOfWork(this.#em).execute('delete from profile_picture where user_id = ?', [userId]);
  }
}
