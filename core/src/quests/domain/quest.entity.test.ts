import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { BUILDER_NOW, aQuest, aQuestForm } from '../testing/builders.ts';
import { questFormSchema, type QuestFormInput } from './quest-fields.schema.ts';
import { acceptsOffers, createQuestDraft, publishingWindow } from './quest.entity.ts';

const meta = { id: 'quest-1', companyId: 'company-1', now: BUILDER_NOW };
const draft = (changes: Partial<QuestFormInput> = {}) => createQuestDraft(v.parse(questFormSchema, aQuestForm(changes)), meta);
const start = BUILDER_NOW;

describe('createQuestDraft', () => {
  it('builds a draft owned by the company with every field of the form', () => {
    const form = aQuestForm({ tags: ['co-op', 'co-op'], codeManagerItemIds: ['item-1', 'item-1', 'item-2'] });
    const result = createQuestDraft(v.parse(questFormSchema, form), meta);
    expect(result.ok && result.value).toMatchObject({
      id: 'quest-1',
      companyId: 'company-1',
      publishState: 'draft',
      name: form.name,
      budget: 250_000,
      deliveryType: 'open',
      embargo: null,
      tags: ['co-op'],
      codeManagerItemIds: ['item-1', 'item-2'],
      conversionTracking: { kind: 'plainUrl', url: 'https://store.example.com/game' },
      createdAt: BUILDER_NOW,
    });
  });

  it('refuses an end date equal to the start and accepts one 1 ms later', () => {
    const same = draft({ startDate: start.toISOString(), endDate: start.toISOString() });
    const later = draft({ startDate: start.toISOString(), endDate: addMs(start, 1).toISOString() });
    expect(!same.ok && same.error).toMatchObject({ code: 'QUEST.END_BEFORE_START', field: 'endDate' });
    expect(later.ok).toBe(true);
  });

  it('keeps a valid embargo and refuses one too close to the end', () => {
    const end = new Date('2025-04-02T10:00:00.000Z');
    const ok = draft({
      deliveryType: 'specificDate',
      endDate: end.toISOString(),
      embargo: { date: '2025-04-01', time: '22:00', timezone: 'UTC' },
    });
    const late = draft({
      deliveryType: 'specificDate',
      endDate: end.toISOString(),
      embargo: { date: '2025-04-01', time: '22:01', timezone: 'UTC' },
    });
    expect(ok.ok && ok.value.embargo?.at).toEqual(new Date('2025-04-01T22:00:00.000Z'));
    expect(!late.ok && late.error.code).toBe('QUEST.EMBARGO_TOO_LATE');
  });

  it('refuses an embargo on an open quest', () => {
    const result = draft({ deliveryType: 'open', embargo: { date: '2025-03-20', timezone: 'UTC' } });
    expect(!result.ok && result.error.code).toBe('QUEST.EMBARGO_NOT_ALLOWED');
  });
});

describe('publishingWindow', () => {
  it('is none for open quests', () => {
    expect(publishingWindow(aQuest().withDeliveryType('open').build())).toBeNull();
  });

  it('opens at the embargo and closes at the end for fixed delivery', () => {
    const embargo = addMs(start, 100 * HOUR_MS);
    const quest = aQuest().withEmbargoAt(embargo, 'specificDate').build();
    expect(publishingWindow(quest)).toEqual({ opensAt: embargo, closesAt: quest.endDate });
  });

  it('opens at the quest start when a fixed quest has no embargo', () => {
    const quest = aQuest().withDeliveryType('dateRange').build();
    expect(publishingWindow(quest)).toEqual({ opensAt: quest.startDate, closesAt: quest.endDate });
  });
});

describe('acceptsOffers', () => {
  const quest = aQuest().build();
  it('takes offers while live, until 1 ms before the end', () => {
    expect(acceptsOffers(quest, addMs(quest.endDate, -1))).toBe(true);
    expect(acceptsOffers(quest, quest.endDate)).toBe(false);
  });

  it('takes offers before the start (upcoming quests)', () => {
    expect(acceptsOffers(quest, addMs(quest.startDate, -HOUR_MS))).toBe(true);
  });

  it.each(['draft', 'waitingForReview', 'unpublished'] as const)('takes none while %s', (status) => {
    expect(acceptsOffers(aQuest().withPublishState(status).build(), BUILDER_NOW)).toBe(false);
  });
});
