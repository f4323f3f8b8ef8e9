import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { contractOwners, type ContractOwners } from '../testing/contract-fixtures.ts';
import { aQuest, BUILDER_NOW } from '../testing/builders.ts';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import type { PageRequest } from '../../shared/page.ts';
import type { QuestRepositoryPort } from './quest-repository.port.ts';

export interface QuestRepositoryFixture extends ContractFixture {
  repo: QuestRepositoryPort;
  /** Creates the company (and creator) rows a stored quest refers to; random ids when absent. */
  owners?: () => Promise<ContractOwners>;
}

export function describeQuestRepositoryContract(name: string, make: () => Promise<QuestRepositoryFixture>): void {
  describeContract('QuestRepositoryPort', name, make, (fixture) => {
    const aStoredQuest = async () => {
      const { companyId } = await contractOwners(fixture().owners);
      return aQuest().withId(globalThis.crypto.randomUUID()).ownedBy(companyId);
    };

    it('finds a saved quest with every field, embargo and lists included', async () => {
      const quest = {
        ...(await aStoredQuest()).withEmbargoAt(new Date('2025-03-20T17:00:00.000Z'), 'specificDate').build(),
        conversionTracking: { kind: 'shareableLink' as const, url: 'https://lurk.example.com/s/abc' },
        tags: ['co-op', 'indie'],
        goals: ['Wishlists'],
        visibility: 'Hidden' as const,
      };
      await fixture().repo.save(quest);
      expect(await fixture().repo.findById(quest.id)).toEqual(quest);
    });

    it('keeps a quest without budget, embargo or tracking', async () => {
      const quest = { ...(await aStoredQuest()).build(), budget: null, conversionTracking: null, codeManagerItemIds: [] };
      await fixture().repo.save(quest);
      expect(await fixture().repo.findById(quest.id)).toEqual(quest);
    });

    it('replaces the quest on a second save', async () => {
      const quest = (await aStoredQuest()).withPublishState('draft').build();
      await fixture().repo.save(quest);
      const edited = {
        ...quest,
        publishState: 'published' as const,
        name: 'Renamed',
        talkingPoints: ['Only this'],
        updatedAt: new Date(BUILDER_NOW.getTime() + 1000),
      };
      await fixture().repo.save(edited);
      expect(await fixture().repo.findById(quest.id)).toEqual(edited);
    });

    it('answers null for an unknown quest', async () => {
      expect(await fixture().repo.findById(globalThis.crypto.randomUUID())).toBeNull();
      expect(await fixture().repo.findById('not-a-uuid')).toBeNull();
    });

    const page = (limit = 50, after: string | null = null): PageRequest => ({ after, before: null, limit, inverted: false });

    it("lists a company's quests newest first, page by page", async () => {
      const builder = await aStoredQuest();
      const quests = [0, 1, 2].map((i) =>
        builder
          .withId(globalThis.crypto.randomUUID())
          .with({ createdAt: addMs(BUILDER_NOW, i * HOUR_MS) })
          .build(),
      );
      const other = (await aStoredQuest()).build();
      for (const quest of [...quests, other]) await fixture().repo.save(quest);
      const companyId = quests[0]?.companyId ?? '';
      const live = { ended: false, now: BUILDER_NOW };
      const first = await fixture().repo.listByCompany(companyId, live, page(2));
      expect(first.map((q) => q.id)).toEqual([quests[2]?.id, quests[1]?.id]);
      const last = first.at(-1);
      const rest = await fixture().repo.listByCompany(companyId, live, page(2, last ? fixture().repo.cursorOf(last) : null));
      expect(rest.map((q) => q.id)).toEqual([quests[0]?.id]);
    });

    it("splits a company's quests into those over (ended, or unpublished and past) and the others", async () => {
      const base = await aStoredQuest();
      const make = (changes: Parameters<typeof base.with>[0]) => base.withId(globalThis.crypto.randomUUID()).with(changes).build();
      const endsAt = addMs(BUILDER_NOW, HOUR_MS);
      const live = make({ publishState: 'published', endDate: addMs(endsAt, 24 * HOUR_MS) });
      const draft = make({ publishState: 'draft', endDate: endsAt });
      const ended = make({ publishState: 'published', endDate: endsAt, createdAt: addMs(BUILDER_NOW, 1) });
      const past = make({ publishState: 'unpublished', endDate: endsAt, createdAt: addMs(BUILDER_NOW, 2) });
      for (const quest of [live, draft, ended, past]) await fixture().repo.save(quest);
      const ids = async (ended: boolean, now: Date) =>
        new Set((await fixture().repo.listByCompany(live.companyId, { ended, now }, page(10))).map((q) => q.id));
      expect(await ids(true, BUILDER_NOW)).toEqual(new Set());
      expect(await ids(true, endsAt)).toEqual(new Set([ended.id, past.id]));
      expect(await ids(false, endsAt)).toEqual(new Set([live.id, draft.id]));
    });

    it('browses published quests not ended, Discoverable or invited to', async () => {
      const base = await aStoredQuest();
      const make = (changes: Parameters<typeof base.with>[0]) => base.withId(globalThis.crypto.randomUUID()).with(changes).build();
      const listed = make({});
      const hidden = make({ visibility: 'Hidden' });
      const invited = make({ visibility: 'Hidden' });
      const draft = make({ publishState: 'draft' });
      const ended = make({ endDate: BUILDER_NOW });
      for (const quest of [listed, hidden, invited, draft, ended]) await fixture().repo.save(quest);
      const found = await fixture().repo.browse({ now: BUILDER_NOW, invitedQuestIds: [invited.id] }, page(100));
      const ids = found.map((q) => q.id);
      expect(ids).toContain(listed.id);
      expect(ids).toContain(invited.id);
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(ended.id);
    });

    it('finds several quests at once and skips unknown ids', async () => {
      const a = (await aStoredQuest()).build();
      const b = (await aStoredQuest()).build();
      await fixture().repo.save(a);
      await fixture().repo.save(b);
      const found = await fixture().repo.findByIds([a.id, b.id, globalThis.crypto.randomUUID(), 'nope']);
      expect(found.map((q) => q.id).sort()).toEqual([a.id, b.id].sort());
    });
  });
}
