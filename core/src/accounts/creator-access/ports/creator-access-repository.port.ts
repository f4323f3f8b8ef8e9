import type { CreatorAccess } from '../domain/creator-access.entity.ts';

export interface CreatorAccessRepositoryPort {
  findByUserId(userId: string): Promise<CreatorAccess | null>;
  save(access: CreatorAccess): Promise<void>;
}
