import type { KeyCodesPort } from '@lurkit/core/keys/ports/key-codes.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Infrastructure } from './infrastructure.ts';

/**
 * The Code Manager side of Key campaigns. Until the codes context is on PostgreSQL (same issue, its
 * own slice) no item is stored, so nothing is in stock: claims answer "out of keys" and campaigns
 * cannot link an item. Replaced by the codes adapter when it lands.
 */
export const keyCodesWiring = (_em: EntityManager, _infra: Infrastructure): KeyCodesPort => ({
  takeKey: async () => null,
  requestMoreKeys: async () => false,
  codeItemOf: async () => null,
  availableKeys: async () => ({}),
});
