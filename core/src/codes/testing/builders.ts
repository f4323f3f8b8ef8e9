import type { CodeItem } from '../domain/code-item.entity.ts';
import type { Code } from '../domain/code.entity.ts';
import type { DistributionRule } from '../domain/distribution-rule.entity.ts';
import { BUILDER_NOW, seededSource } from '../../shared/testing/seeded-random.ts';

/** Deterministic test data from a seeded source, so a failing test shows the same values every run. */
export { BUILDER_NOW };
export const COMPANY_ID = 'company-1';
export const CREATOR_ID = 'creator-1';

const { seededId, seededWord } = seededSource(20_250_501);

export function aCodeItem(changes: Partial<CodeItem> = {}): CodeItem {
  return {
    id: seededId(),
    companyId: COMPANY_ID,
    type: 'game',
    name: 'Moonlight Drifters',
    game: 'Moonlight Drifters',
    description: null,
    imageUrl: null,
    allocation: 'auto',
    createdBy: 'user-1',
    createdAt: BUILDER_NOW,
    ...changes,
  };
}

export function aCode(item: CodeItem, changes: Partial<Code> = {}): Code {
  return {
    id: seededId(),
    itemId: item.id,
    companyId: item.companyId,
    platform: 'Steam',
    value: `KEY-${seededWord(8).toUpperCase()}`,
    status: 'available',
    addedBy: 'user-1',
    addedAt: BUILDER_NOW,
    claimedBy: null,
    claimedAt: null,
    distributedBy: null,
    ...changes,
  };
}

/** `count` codes of one platform and status, added one millisecond apart so their order is fixed. */
export const codesOf = (item: CodeItem, count: number, changes: Partial<Code> = {}): Code[] =>
  Array.from({ length: count }, (_, i) => aCode(item, { addedAt: new Date(BUILDER_NOW.getTime() + i), ...changes }));

export function aDistributionRule(item: CodeItem, changes: Partial<DistributionRule> = {}): DistributionRule {
  return {
    id: seededId(),
    companyId: item.companyId,
    itemId: item.id,
    creatorId: CREATOR_ID,
    platforms: ['Steam', 'PlayStation 5'],
    codeCount: 1,
    status: 'open',
    createdAt: BUILDER_NOW,
    claimedAt: null,
    claimedPlatform: null,
    ...changes,
  };
}
