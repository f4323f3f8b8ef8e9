import type { PlatformVip } from '../domain/platform-vip.entity.ts';

export interface PlatformVipRepositoryPort {
  find(creatorId: string): Promise<PlatformVip | null>;
  /** Inserts, or replaces the creator's one entry. */
  save(vip: PlatformVip): Promise<void>;
  delete(creatorId: string): Promise<void>;
  /** Every creator with platform VIP, newest first. */
  list(): Promise<PlatformVip[]>;
}
