import type { CodesDeps } from '@lurkit/core/codes/application/codes-deps.ts';
import type { CodeItem } from '@lurkit/core/codes/domain/code-item.entity.ts';
import type { Code, CodeStatus } from '@lurkit/core/codes/domain/code.entity.ts';
import type { CodeEventRepositoryPort } from '@lurkit/core/codes/ports/code-event-repository.port.ts';
import type { Platform } from '@lurkit/core/shared/platform.schema.ts';
import { addMs, DAY_MS, MINUTE_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { DemoCodeItem } from './keys.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export type CodesSeeding = Pick<CodesDeps, 'items' | 'codes' | 'requests'> & { events: CodeEventRepositoryPort };

interface ItemPlan {
  type: CodeItem['type'];
  name: string;
  game: string | null;
  allocation: CodeItem['allocation'];
  /** Codes per platform of the vocabulary (spec 3): [available, unavailable]. */
  platforms: Partial<Record<Platform, [number, number]>>;
}

const DEMO_STUDIO_ITEMS: readonly ItemPlan[] = [
  {
    type: 'game',
    name: 'Moonlight Drifters',
    game: 'Moonlight Drifters',
    allocation: 'auto',
    platforms: { Steam: [120, 0], 'Xbox Series X|S': [40, 0], 'PlayStation 5': [3, 0] },
  },
  { type: 'game', name: 'Hollow Lantern', game: 'Hollow Lantern', allocation: 'auto', platforms: { Steam: [60, 0], GOG: [0, 0] } },
  {
    type: 'dlc',
    name: 'Moonlight Drifters: Neon Nights',
    game: 'Moonlight Drifters',
    allocation: 'manual',
    platforms: { Steam: [10, 40] },
  },
  { type: 'demo', name: 'Tiny Trebuchets demo', game: 'Tiny Trebuchets', allocation: 'auto', platforms: { Steam: [200, 0] } },
  {
    type: 'inGameItem',
    name: 'Golden drift car skin',
    game: 'Moonlight Drifters',
    allocation: 'auto',
    platforms: { 'Epic Games Store': [25, 0] },
  },
  { type: 'other', name: 'Soundtrack download', game: null, allocation: 'auto', platforms: { 'Humble Bundle': [15, 0] } },
];
/** A plan's platforms with their [available, unavailable] counts. */
const stockOf = (plan: ItemPlan) => Object.entries(plan.platforms) as [Platform, [number, number]][];

const OTHER_ITEMS: readonly ItemPlan[] = [
  {
    type: 'game',
    name: 'Starforge Tactics',
    game: 'Starforge Tactics',
    allocation: 'auto',
    platforms: { Steam: [80, 0], 'Nintendo Switch': [20, 0] },
  },
];

const codeValue = (random: SeededRandom) =>
  Array.from({ length: 3 }, () => Array.from({ length: 5 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[random.int(0, 31)]).join('')).join(
    '-',
  );

/**
 * The demo Code Manager: Demo Studio gets every item type, a platform out of codes (GOG), a nearly
 * empty one (PlayStation 5, yellow), a manual item with codes to allocate (and some allocated a day after
 * upload, recorded) and an open ask for more;
 * every other company one game, which unverified companies' first campaign (held for review) uses.
 */
export async function seedCodes(deps: CodesSeeding, accounts: SeededAccounts, random: SeededRandom, now: Date): Promise<DemoCodeItem[]> {
  const demo: DemoCodeItem[] = [];
  for (const [index, company] of accounts.companies.entries()) {
    const plans = index === 0 ? DEMO_STUDIO_ITEMS : OTHER_ITEMS;
    for (const plan of plans) {
      const item: CodeItem = {
        id: random.uuid(),
        companyId: company.id,
        type: plan.type,
        name: plan.name,
        game: plan.game,
        description: plan.type === 'other' ? 'The original soundtrack as a lossless download.' : null,
        imageUrl: null,
        allocation: plan.allocation,
        createdBy: company.ownerId,
        createdAt: addMs(now, -random.int(40, 90) * DAY_MS),
      };
      await deps.items.save(item);
      const codes: Code[] = [];
      for (const [platform, [available, unavailable]] of stockOf(plan)) {
        const add = (status: CodeStatus, count: number) => {
          for (let i = 0; i < count; i += 1) {
            codes.push({
              id: random.uuid(),
              itemId: item.id,
              companyId: company.id,
              platform,
              value: codeValue(random),
              status,
              addedBy: company.ownerId,
              addedAt: addMs(item.createdAt, (codes.length + 1) * MINUTE_MS),
              claimedBy: null,
              claimedAt: null,
              distributedBy: null,
            });
          }
        };
        add('available', available);
        add('unavailable', unavailable);
      }
      await deps.codes.saveAll(codes);
      if (plan.allocation === 'manual') {
        // The available codes of a manual item got there by an allocation a day after the upload,
        // so leaked-key tracing in the demo shows who allocated them.
        await deps.events.recordAll(
          codes
            .filter((c) => c.status === 'available')
            .map((c) => ({
              id: random.uuid(),
              codeId: c.id,
              companyId: c.companyId,
              type: 'allocated' as const,
              userId: company.ownerId,
              at: addMs(c.addedAt, DAY_MS),
            })),
        );
      }
      if (plan.platforms.GOG) {
        await deps.requests.save({
          id: random.uuid(),
          companyId: company.id,
          itemId: item.id,
          creatorId: accounts.creators[3]?.id ?? company.ownerId,
          platform: 'GOG',
          status: 'open',
          requestedAt: addMs(now, -2 * DAY_MS),
          resolvedAt: null,
        });
      }
      const platforms = stockOf(plan)
        .filter(([, [available]]) => available > 0)
        .map(([platform, [available]]) => ({ platform, available }));
      if (platforms.length > 0 && plan.type !== 'other')
        demo.push({ id: item.id, companyId: company.id, name: item.name, type: item.type, platforms });
    }
  }
  return demo;
}
