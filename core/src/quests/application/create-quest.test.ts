import { describe, expect, it } from 'vitest';
import { BUILDER_NOW, aQuestForm } from '../testing/builders.ts';
import { questsTestDeps } from '../testing/quests-test-deps.ts';
import { CreateQuest } from './create-quest.ts';

function setup() {
  const deps = questsTestDeps();
  return { deps, createQuest: new CreateQuest(deps) };
}

describe('CreateQuest', () => {
  it('saves a valid quest as a draft of the company', async () => {
    const { deps, createQuest } = setup();

    const result = await createQuest.execute({ companyId: 'company-1', quest: aQuestForm({ name: 'Launch week' }) });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await deps.quests.findById(result.value.id)).toMatchObject({
      companyId: 'company-1',
      publishState: 'draft',
      name: 'Launch week',
      budget: 250_000,
      createdAt: BUILDER_NOW,
    });
  });

  it('saves a specific-date quest with its embargo', async () => {
    const { deps, createQuest } = setup();
    const quest = aQuestForm({
      deliveryType: 'specificDate',
      embargo: { date: '2025-03-20', time: '18:00', timezone: 'Europe/Stockholm' },
    });

    const result = await createQuest.execute({ companyId: 'company-1', quest });

    expect(result.ok && (await deps.quests.findById(result.value.id))?.embargo).toEqual({
      date: '2025-03-20',
      time: '18:00',
      timezone: 'Europe/Stockholm',
      at: new Date('2025-03-20T17:00:00.000Z'),
    });
  });

  it.each([
    ['a missing name', { name: '' }, 'QUEST.INVALID_FIELD', 'name'],
    ['a missing start date', { startDate: '' }, 'QUEST.INVALID_FIELD', 'startDate'],
    ['a missing end date', { endDate: '' }, 'QUEST.INVALID_FIELD', 'endDate'],
    ['an end before the start', { endDate: '2025-03-01T00:00:00.000Z' }, 'QUEST.END_BEFORE_START', 'endDate'],
    ['an embargo on an open quest', { embargo: { date: '2025-03-20', timezone: 'UTC' } }, 'QUEST.EMBARGO_NOT_ALLOWED', 'embargo'],
    [
      'an embargo without timezone',
      { deliveryType: 'dateRange' as const, embargo: { date: '2025-03-20' } },
      'QUEST.EMBARGO_TIMEZONE_REQUIRED',
      'embargo.timezone',
    ],
    [
      'an embargo 12 h - 1 min before the end',
      {
        deliveryType: 'dateRange' as const,
        endDate: '2025-03-21T00:00:00.000Z',
        embargo: { date: '2025-03-20', time: '12:01', timezone: 'UTC' },
      },
      'QUEST.EMBARGO_TOO_LATE',
      'embargo.date',
    ],
  ])('refuses %s and saves nothing', async (_name, change, code, field) => {
    const { deps, createQuest } = setup();

    const result = await createQuest.execute({ companyId: 'company-1', quest: aQuestForm(change) });

    expect(!result.ok && result.error).toMatchObject({ code, field });
    expect(await deps.quests.findById('any')).toBeNull();
  });

  it('accepts an embargo exactly 12 hours before the end', async () => {
    const { createQuest } = setup();
    const quest = aQuestForm({
      deliveryType: 'dateRange',
      endDate: '2025-03-21T00:00:00.000Z',
      embargo: { date: '2025-03-20', time: '12:00', timezone: 'UTC' },
    });

    expect((await createQuest.execute({ companyId: 'company-1', quest })).ok).toBe(true);
  });
});
