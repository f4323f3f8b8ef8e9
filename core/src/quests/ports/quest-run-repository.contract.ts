import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import type { PageRequest } from '../../shared/page.ts';
import { aQuest, BUILDER_NOW } from '../testing/builders.ts';
import { contractOwners, type ContractOwners } from '../testing/contract-fixtures.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import type { QuestRepositoryPort } from './quest-repository.port.ts';
import type { QuestRunRepositoryPort } from './quest-run-repository.port.ts';

export interface QuestRunRepositoryFixture extends ContractFixture {
  repo: QuestRunRepositoryPort;
  /** Runs belong to quests, so their quest is saved first. */
  quests: QuestRepositoryPort;
  owners?: () => Promise<ContractOwners>;
}

export function describeQuestRunRepositoryContract(name: string, make: () => Promise<QuestRunRepositoryFixture>): void {
  describeContract('QuestRunRepositoryPort', name, make, (fixture) => {
    const aStoredQuest = async () => {
      const owners = await contractOwners(fixture().owners);
      const quest = aQuest().withId(globalThis.crypto.randomUUID()).ownedBy(owners.companyId).build();
      await fixture().quests.save(quest);
      return { quest, creatorId: owners.creatorId };
    };
    const withFreshId = (run: QuestRun): QuestRun => ({ ...run, id: globalThis.crypto.randomUUID() });

    it('finds a saved run with its bids, submissions, reviews and badges', async () => {
      const { quest, creatorId } = await aStoredQuest();
      const run = withFreshId(
        aQuestRun({ quest, creatorId, terms: { contentType: 'Video', platform: 'twitch' } })
          .counteredBy('COMPANY', 40_000, 2.5)
          .acceptedBy('CREATOR')
          .paid('payment-abc')
          .submitted('https://youtu.be/first')
          .contentDeclined('Show the logo')
          .submitted('https://youtu.be/second')
          .approved()
          .listed()
          .completed()
          .withBadge('GREAT_PARTNER')
          .build(),
      );
      await fixture().repo.save(run);
      expect(await fixture().repo.findById(run.id)).toEqual(run);
    });

    it('keeps the publishing window of a fixed-window run', async () => {
      const { quest, creatorId } = await aStoredQuest();
      const fixed = { ...quest, id: globalThis.crypto.randomUUID(), deliveryType: 'dateRange' as const };
      await fixture().quests.save(fixed);
      const run = withFreshId(aQuestRun({ quest: fixed, creatorId }).build());
      await fixture().repo.save(run);
      expect((await fixture().repo.findById(run.id))?.publishingWindow).toEqual({ opensAt: fixed.startDate, closesAt: fixed.endDate });
    });

    it('replaces the run on a second save', async () => {
      const { quest, creatorId } = await aStoredQuest();
      const builder = aQuestRun({ quest, creatorId });
      const run = withFreshId(builder.build());
      await fixture().repo.save(run);
      const accepted = { ...builder.acceptedBy('COMPANY').build(), id: run.id };
      await fixture().repo.save(accepted);
      expect(await fixture().repo.findById(run.id)).toEqual(accepted);
    });

    it('answers null for an unknown run', async () => {
      expect(await fixture().repo.findById(globalThis.crypto.randomUUID())).toBeNull();
      expect(await fixture().repo.findById('not-a-uuid')).toBeNull();
    });

    it('lists the runs of one creator on one quest, oldest first', async () => {
      const { quest, creatorId } = await aStoredQuest();
      const other = await aStoredQuest();
      const older = withFreshId(aQuestRun({ quest, creatorId }).declinedBy().build());
      const newer = withFreshId(aQuestRun({ quest, creatorId, at: addMs(BUILDER_NOW, HOUR_MS) }).build());
      const otherCreator = withFreshId(aQuestRun({ quest, creatorId: other.creatorId }).build());
      const otherQuest = withFreshId(aQuestRun({ quest: other.quest, creatorId }).build());
      for (const run of [newer, otherCreator, older, otherQuest]) await fixture().repo.save(run);
      expect((await fixture().repo.listByQuestAndCreator(quest.id, creatorId)).map((r) => r.id)).toEqual([older.id, newer.id]);
    });

    it('lists runs due at or before now, earliest deadline first, and nothing untimed or later', async () => {
      const { quest, creatorId } = await aStoredQuest();
      const others = await Promise.all([1, 2, 3, 4].map(() => aStoredQuest()));
      const bid = withFreshId(aQuestRun({ quest, creatorId }).build());
      const payment = withFreshId(aQuestRun({ quest: others[0]?.quest, creatorId }).acceptedBy().build());
      const untimed = withFreshId(aQuestRun({ quest: others[1]?.quest, creatorId }).paid().submitted().inPayout().build());
      const later = withFreshId(aQuestRun({ quest: others[2]?.quest, creatorId, at: addMs(BUILDER_NOW, 100 * HOUR_MS) }).build());
      for (const run of [bid, payment, untimed, later]) await fixture().repo.save(run);
      const now = bid.dueAt ?? BUILDER_NOW;
      const overdue = (await fixture().repo.listOverdue(now)).filter((r) => [bid.id, payment.id, untimed.id, later.id].includes(r.id));
      expect(overdue.map((r) => r.id)).toEqual([payment.id, bid.id]);
      const justBefore = await fixture().repo.listOverdue(addMs(now, -1));
      expect(justBefore.map((r) => r.id)).not.toContain(bid.id);
    });

    it('freezes a run under an open dispute: never overdue, listed for staff, and found with its dispute', async () => {
      const [one, two] = await Promise.all([aStoredQuest(), aStoredQuest()]);
      const dispute = {
        openedBy: 'COMPANY' as const,
        openedByUserId: globalThis.crypto.randomUUID(),
        reason: 'The stream never showed the game at all.',
        openedAt: BUILDER_NOW,
        decision: null,
        staffNote: '',
        decidedAt: null,
        refundCents: null,
      };
      const open = withFreshId({ ...aQuestRun({ quest: one?.quest, creatorId: one?.creatorId }).paid().build(), dispute });
      const decided = withFreshId({
        ...aQuestRun({ quest: two?.quest, creatorId: two?.creatorId }).paid().build(),
        // A partial refund decided: what went back is kept with the dispute.
        dispute: { ...dispute, decision: 'refund' as const, staffNote: 'Part back.', decidedAt: BUILDER_NOW, refundCents: 12_000 },
      });
      for (const run of [open, decided]) await fixture().repo.save(run);
      expect(await fixture().repo.findById(open.id)).toEqual(open);
      const overdue = (await fixture().repo.listOverdue(addMs(BUILDER_NOW, 1000 * HOUR_MS))).map((r) => r.id);
      expect(overdue).toContain(decided.id);
      expect(overdue).not.toContain(open.id);
      const queue = (await fixture().repo.listOpenDisputes()).map((r) => r.id);
      expect(queue).toContain(open.id);
      expect(queue).not.toContain(decided.id);
    });

    const page = (limit = 50, after: string | null = null): PageRequest => ({ after, before: null, limit, inverted: false });

    it('lists one participants tab of a quest, most recently changed first, page by page', async () => {
      const { quest, creatorId } = await aStoredQuest();
      const others = await Promise.all([1, 2, 3].map(() => aStoredQuest()));
      const offer = withFreshId(aQuestRun({ quest, creatorId }).build());
      const offer2 = withFreshId(aQuestRun({ quest, creatorId: others[0]?.creatorId, at: addMs(BUILDER_NOW, HOUR_MS) }).build());
      const active = withFreshId(aQuestRun({ quest, creatorId: others[1]?.creatorId }).paid().build());
      const review = withFreshId(aQuestRun({ quest, creatorId: others[2]?.creatorId }).paid().submitted().build());
      for (const run of [offer, offer2, active, review]) await fixture().repo.save(run);
      const first = await fixture().repo.listByQuest(quest.id, 'offers', page(1));
      expect(first.map((r) => r.id)).toEqual([offer2.id]);
      const last = first.at(-1);
      const rest = await fixture().repo.listByQuest(quest.id, 'offers', page(5, last ? fixture().repo.cursorOf(last) : null));
      expect(rest.map((r) => r.id)).toEqual([offer.id]);
      expect((await fixture().repo.listByQuest(quest.id, 'active', page())).map((r) => r.id)).toEqual([active.id]);
      expect((await fixture().repo.listByQuest(quest.id, 'review', page())).map((r) => r.id)).toEqual([review.id]);
      expect(await fixture().repo.listByQuest(quest.id, 'ended', page())).toEqual([]);
    });

    it("lists one deals tab of a creator, one tab of a company's runs, and a company's runs in one status", async () => {
      const { quest, creatorId } = await aStoredQuest();
      const other = await aStoredQuest();
      const ended = withFreshId(aQuestRun({ quest, creatorId }).declinedBy().build());
      const accepted = withFreshId(aQuestRun({ quest: other.quest, creatorId }).acceptedBy().build());
      const someoneElse = withFreshId(aQuestRun({ quest: other.quest, creatorId: other.creatorId }).acceptedBy().build());
      for (const run of [ended, accepted, someoneElse]) await fixture().repo.save(run);
      expect((await fixture().repo.listByCreator(creatorId, 'ended', page())).map((r) => r.id)).toEqual([ended.id]);
      expect((await fixture().repo.listByCreator(creatorId, 'active', page())).map((r) => r.id)).toEqual([accepted.id]);
      // Creator management's Quests tabs: every quest of one company, no other company's.
      const companyActive = await fixture().repo.listByCompany(other.quest.companyId, 'active', page());
      expect(companyActive.map((r) => r.id).sort()).toEqual([accepted.id, someoneElse.id].sort());
      expect(await fixture().repo.listByCompany(other.quest.companyId, 'ended', page())).toEqual([]);
      expect((await fixture().repo.listByCompany(quest.companyId, 'ended', page())).map((r) => r.id)).toEqual([ended.id]);
      const awaiting = await fixture().repo.listByCompanyInStatus(other.quest.companyId, 'PENDING_PAYMENT');
      expect(awaiting.map((r) => r.id).sort()).toEqual([accepted.id, someoneElse.id].sort());
      const found = await fixture().repo.findByIds([ended.id, accepted.id, 'nope']);
      expect(found.map((r) => r.id).sort()).toEqual([ended.id, accepted.id].sort());
    });

    it('lists the runs with a timed step or awaiting payout, by id, page by page', async () => {
      const { quest, creatorId } = await aStoredQuest();
      const others = await Promise.all([1, 2].map(() => aStoredQuest()));
      const timed = withFreshId(aQuestRun({ quest, creatorId }).build());
      const payout = withFreshId(aQuestRun({ quest: others[0]?.quest, creatorId }).paid().submitted().approved().build());
      const ended = withFreshId(aQuestRun({ quest: others[1]?.quest, creatorId }).declinedBy().build());
      for (const run of [timed, payout, ended]) await fixture().repo.save(run);
      const ids = [timed.id, payout.id, ended.id];
      const all = (await fixture().repo.listTimed(null, 1000)).filter((r) => ids.includes(r.id)).map((r) => r.id);
      expect(all).toEqual([timed.id, payout.id].sort());
      const first = all[0] ?? '';
      expect((await fixture().repo.listTimed(first, 1000)).map((r) => r.id)).not.toContain(first);
    });
  });
}
