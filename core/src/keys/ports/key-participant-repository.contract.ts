import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { aKeyCampaign, aParticipant } from '../testing/builders.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyCampaignRepositoryPort } from './key-campaign-repository.port.ts';
import type { KeyParticipantRepositoryPort } from './key-participant-repository.port.ts';

export interface KeyParticipantRepositoryFixture extends ContractFixture {
  repo: KeyParticipantRepositoryPort;
  /** Participations belong to campaigns. */
  campaigns: KeyCampaignRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();
const claimOf = (platform: string) => ({ platform, code: `KEY-${uuid()}`, claimedAt: BUILDER_NOW, contentDueAt: BUILDER_NOW });

export function describeKeyParticipantRepositoryContract(name: string, make: () => Promise<KeyParticipantRepositoryFixture>): void {
  describeContract('KeyParticipantRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aCampaign = () => aKeyCampaign({ id: uuid(), companyId: uuid() });

    it('finds a campaign with the creator’s participation in one read, every field kept', async () => {
      const campaign = aKeyCampaign({
        id: uuid(),
        companyId: uuid(),
        codeItemId: null,
        name: 'Read together',
        publishState: 'published',
        firstWentLiveAt: BUILDER_NOW,
      });
      await fixture().campaigns.save(campaign);
      const participant = aParticipant(campaign, {
        id: uuid(),
        creatorId: uuid(),
        state: 'claimedKey',
        claim: claimOf('Steam'),
        kitSentCount: 1,
      });
      await repo().save(participant);
      const saved = await fixture().campaigns.findById(campaign.id);
      expect(await repo().findWithCampaign(campaign.id, participant.creatorId)).toEqual({ campaign: saved, participant });
      expect(await repo().findWithCampaign(campaign.id, uuid())).toEqual({ campaign: saved, participant: null });
      expect(await repo().findWithCampaign(uuid(), participant.creatorId)).toBeNull();
      expect(await repo().findWithCampaign('not-a-uuid', participant.creatorId)).toBeNull();
    });

    it('finds requests pending past their campaign’s response deadline, oldest first, and no others', async () => {
      const DAY = 86_400_000;
      const daysAgo = (days: number) => new Date(BUILDER_NOW.getTime() - days * DAY);
      const withDeadline = { ...aCampaign(), codeItemId: null, requestResponseDays: 3 };
      const noDeadline = { ...aCampaign(), codeItemId: null };
      await fixture().campaigns.save(withDeadline);
      await fixture().campaigns.save(noDeadline);
      const request = (campaign: KeyCampaign, days: number, state: KeyParticipant['state'] = 'pending') =>
        aParticipant(campaign, { id: uuid(), creatorId: uuid(), state, appliedAt: daysAgo(days) });
      const older = request(withDeadline, 90);
      const justDue = request(withDeadline, 3);
      const notYet = request(withDeadline, 2.9);
      const answered = request(withDeadline, 90, 'accepted');
      const waitlisted = request(withDeadline, 90, 'waitlist');
      const elsewhere = request(noDeadline, 90);
      for (const p of [justDue, notYet, answered, waitlisted, elsewhere, older]) await repo().save(p);
      const stale = await repo().findStaleRequests(BUILDER_NOW, 100);
      expect(stale.filter((p) => p.campaignId === withDeadline.id || p.campaignId === noDeadline.id).map((p) => p.id)).toEqual([
        older.id,
        justDue.id,
      ]);
      expect(stale.find((p) => p.id === older.id)).toEqual(older);
      expect((await repo().findStaleRequests(BUILDER_NOW, 1)).map((p) => p.id)).toEqual([older.id]);
    });

    it('finds a saved participant by id and by campaign and creator, every field kept', async () => {
      const campaign = aCampaign();
      const participant = aParticipant(campaign, {
        id: uuid(),
        creatorId: uuid(),
        state: 'submittedContent',
        claim: claimOf('Steam'),
        submission: { url: 'https://youtu.be/x', submittedAt: BUILDER_NOW, onTime: true },
        kitSentCount: 2,
        kitLastSentAt: BUILDER_NOW,
        replacedKeys: [{ code: 'OLD-1', replacement: 'NEW-1', markedBadAt: BUILDER_NOW }],
        agreementAcceptedAt: BUILDER_NOW,
        contentExpiredAt: BUILDER_NOW,
        events: [
          { type: 'requested', at: BUILDER_NOW, by: 'USER', note: 'pending' },
          { type: 'accepted', at: BUILDER_NOW, by: 'COMPANY' },
        ],
      });
      await repo().save(participant);
      expect(await repo().findById(participant.id)).toEqual(participant);
      expect(await repo().findByCampaignAndCreator(campaign.id, participant.creatorId)).toEqual(participant);
      expect(await repo().findByCampaignAndCreator(aCampaign().id, participant.creatorId)).toBeNull();
    });

    it('answers null for an unknown participant', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
      expect(await repo().findByCampaignAndCreator('not-a-uuid', 'not-a-uuid')).toBeNull();
    });

    it('updates a participant on a second save, and refuses a second one for the same campaign and creator', async () => {
      const campaign = aCampaign();
      const participant = aParticipant(campaign, { id: uuid(), creatorId: uuid() });
      await repo().save(participant);
      const accepted = { ...participant, state: 'accepted' as const, reviewedAt: BUILDER_NOW };
      await repo().save(accepted);
      expect(await repo().findById(participant.id)).toEqual(accepted);
      const twin = aParticipant(campaign, { id: uuid(), creatorId: participant.creatorId });
      await expect(repo().save(twin)).rejects.toThrow();
      expect(await repo().findById(twin.id)).toBeNull();
    });

    it('adds a participation once: a second add, even at the same moment, answers the first', async () => {
      const campaign = aCampaign();
      const creatorId = uuid();
      const [first, second] = [aParticipant(campaign, { id: uuid(), creatorId }), aParticipant(campaign, { id: uuid(), creatorId })];
      const answers = await Promise.all([repo().addIfAbsent(first), repo().addIfAbsent(second)]);
      expect(answers.filter((a) => a.added)).toHaveLength(1);
      const stored = answers.find((a) => a.added)!.participant;
      expect(answers.map((a) => a.participant.id)).toEqual([stored.id, stored.id]);
      expect(await repo().findByCampaignAndCreator(campaign.id, creatorId)).toEqual(stored);
      expect(await repo().addIfAbsent(aParticipant(campaign, { id: uuid(), creatorId }))).toEqual({ participant: stored, added: false });
    });

    it("lists a campaign's participants by tab, oldest application first, a page at a time", async () => {
      const campaign = aCampaign();
      const at = (minutes: number) => new Date(BUILDER_NOW.getTime() + minutes * 60_000);
      const make = (state: KeyParticipant['state'], minutes: number) =>
        aParticipant(campaign, { id: uuid(), creatorId: uuid(), state, appliedAt: at(minutes) });
      const pending = [make('pending', 3), make('waitlist', 1), make('waitingForAccess', 2)];
      const active = [make('accepted', 4), make('claimedKey', 5)];
      const ended = [make('rejected', 6), make('submittedContent', 7)];
      for (const p of [...pending, ...active, ...ended, aParticipant(aCampaign(), { id: uuid(), creatorId: uuid() })]) await repo().save(p);

      const first = await repo().listByCampaign(campaign.id, 'pending', { after: null, before: null, limit: 2, inverted: false });
      expect(first.map((p) => p.state)).toEqual(['waitlist', 'waitingForAccess']);
      const cursor = repo().cursorOf(first[1]!);
      const second = await repo().listByCampaign(campaign.id, 'pending', { after: cursor, before: null, limit: 2, inverted: false });
      expect(second.map((p) => p.state)).toEqual(['pending']);
      const back = await repo().listByCampaign(campaign.id, 'pending', { after: null, before: cursor, limit: 5, inverted: true });
      expect(back.map((p) => p.state)).toEqual(['waitlist']);
      const all = { after: null, before: null, limit: 10, inverted: false };
      const elsewhere = aParticipant(aCampaign(), { id: uuid(), creatorId: uuid(), state: 'accepted', appliedAt: at(8) });
      await repo().save(elsewhere);
      expect((await repo().listByCampaigns([campaign.id, elsewhere.campaignId], 'active', all)).map((p) => p.id)).toEqual([
        ...active.map((p) => p.id),
        elsewhere.id,
      ]);
      expect(await repo().listByCampaigns([], 'active', all)).toEqual([]);
      expect((await repo().listByCampaign(campaign.id, 'active', all)).map((p) => p.id)).toEqual(active.map((p) => p.id));
      expect((await repo().listByCampaign(campaign.id, 'ended', all)).map((p) => p.id)).toEqual(ended.map((p) => p.id));
      expect(await repo().countByState(campaign.id)).toEqual({
        pending: 1,
        waitlist: 1,
        waitingForAccess: 1,
        accepted: 1,
        claimedKey: 1,
        rejected: 1,
        submittedContent: 1,
      });
    });

    it("finds participants by ids, and a creator's on given campaigns and in all, newest first", async () => {
      const creatorId = uuid();
      const [one, two, other] = [aCampaign(), aCampaign(), aCampaign()];
      const older = aParticipant(one, { id: uuid(), creatorId, appliedAt: BUILDER_NOW });
      const newer = aParticipant(two, { id: uuid(), creatorId, appliedAt: new Date(BUILDER_NOW.getTime() + 1000) });
      const someoneElse = aParticipant(one, { id: uuid(), creatorId: uuid() });
      for (const p of [older, newer, someoneElse]) await repo().save(p);
      expect((await repo().findByIds([older.id, someoneElse.id, uuid()])).map((p) => p.id).sort()).toEqual(
        [older.id, someoneElse.id].sort(),
      );
      expect(await repo().findByIds(['not-a-uuid'])).toEqual([]);
      expect(await repo().findByCreatorAndCampaigns(creatorId, [one.id, other.id])).toEqual([older]);
      expect(await repo().listByCreator(creatorId)).toEqual([newer, older]);
      const byId = (list: KeyParticipant[]) => list.map((p) => p.id).sort();
      expect(byId(await repo().listByCreators([creatorId, someoneElse.creatorId, 'not-a-uuid']))).toEqual(
        byId([older, newer, someoneElse]),
      );
      expect(await repo().listByCreators([])).toEqual([]);
    });

    it('hands out copies, so changing a returned participant changes nothing stored', async () => {
      const participant = aParticipant(aCampaign(), { id: uuid(), creatorId: uuid(), claim: claimOf('Steam') });
      await repo().save(participant);
      const found = await repo().findById(participant.id);
      Object.assign(found ?? {}, { kitSentCount: 9 });
      Object.assign(found?.claim ?? {}, { code: 'changed' });
      expect(await repo().findById(participant.id)).toEqual(participant);
    });
  });
}
