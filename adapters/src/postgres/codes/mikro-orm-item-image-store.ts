import { ITEM_IMAGE_TYPES, type ItemImage } from '@lurkit/core/codes/domain/item-image.ts';
import type { ItemImageStorePort } from '@lurkit/core/codes/ports/item-image-store.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

interface RawImageRow {
  id: string;
  company_id: string;
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
  uploaded_by: string;
  uploaded_at: Date;
}

/** Code Manager item images as bytea rows (see CodeItemImageEntity for why not a disk). */
export class MikroOrmItemImageStore implements ItemImageStorePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async save(image: ItemImage): Promise<void> {
    await unitOfWork(this.#em).execute(
      `insert into code_item_image (id, company_id, content_type, width, height, bytes, uploaded_by, uploaded_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        image.id,
        image.companyId,
        image.type,
        image.width,
        image.height,
        Buffer.from(image.bytes),
        image.uploadedBy,
        image.uploadedAt,
      ] as never[],
    );
  }

  async findById(id: string): Promise<ItemImage | null> {
    if (!isUuid(id)) return null;
    const [row] = await unitOfWork(this.#em).execute<RawImageRow[]>(
      'select id, company_id, content_type, width, height, bytes, uploaded_by, uploaded_at from code_item_image where id = ?',
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      companyId: row.company_id,
      type: knownValue(ITEM_IMAGE_TYPES, row.content_type, 'content_type'),
      width: row.width,
      height: row.height,
      bytes: new Uint8Array(row.bytes),
      uploadedBy: row.uploaded_by,
      uploadedAt: new Date(row.uploaded_at),
    };
  }
}
