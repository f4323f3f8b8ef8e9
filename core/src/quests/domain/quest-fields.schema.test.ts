import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aQuestForm } from '../testing/builders.ts';
import { QUEST_NAME_MAX, questFormSchema } from './quest-fields.schema.ts';

/** The first issue as a form shows it: field path and message. */
function firstIssue(input: unknown): [string | null, string] | null {
  const result = v.safeParse(questFormSchema, input);
  return result.success ? null : [v.getDotPath(result.issues[0]), result.issues[0].message];
}

describe('questFormSchema', () => {
  it('accepts a complete form, trimming texts and turning dates into Dates', () => {
    const output = v.parse(questFormSchema, aQuestForm({ name: '  Launch week  ', talkingPoints: [' Co-op '] }));
    expect(output).toMatchObject({ name: 'Launch week', talkingPoints: ['Co-op'], startDate: new Date('2025-03-10T12:00:00.000Z') });
  });

  it('fills the optional parts with empty values and Discoverable visibility', () => {
    const output = v.parse(questFormSchema, { name: 'Q', startDate: new Date(0), endDate: new Date(1), deliveryType: 'open' });
    expect(output).toMatchObject({
      budgetCents: null,
      embargo: null,
      deliverables: [],
      conversionTracking: null,
      visibility: 'Discoverable',
      specialInstructions: '',
    });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', 'Quest name is required.'],
    ['a missing start date', { startDate: '' }, 'startDate', 'Start date is required.'],
    ['a missing end date', { endDate: undefined }, 'endDate', 'End date is required.'],
    ['an unreadable end date', { endDate: 'soon' }, 'endDate', 'Please enter a valid end date.'],
    ['an unknown delivery type', { deliveryType: 'asap' }, 'deliveryType', 'Choose a delivery type.'],
    ['a budget of 0 cents', { budgetCents: 0 }, 'budgetCents', 'Budget must be greater than 0.'],
    ['a budget in fractions of a cent', { budgetCents: 10.5 }, 'budgetCents', 'Budget must be whole cents.'],
    [
      'a tracking URL without http',
      { conversionTracking: { kind: 'plainUrl', url: 'store.example.com' } },
      'conversionTracking.url',
      'Please enter a valid URL, starting with http:// or https://.',
    ],
    [
      'a tracking URL with another scheme',
      { conversionTracking: { kind: 'shareableLink', url: 'ftp://store.example.com' } },
      'conversionTracking.url',
      'Please enter a valid URL, starting with http:// or https://.',
    ],
    [
      'an unknown tracking kind',
      { conversionTracking: { kind: 'pixel', url: 'https://x.example.com' } },
      'conversionTracking.kind',
      'Choose a shareable link or a plain URL.',
    ],
    ['an unknown visibility', { visibility: 'Secret' }, 'visibility', 'Choose Discoverable or Hidden.'],
    ['an empty talking point', { talkingPoints: ['ok', ' '] }, 'talkingPoints.1', 'A talking point cannot be empty.'],
    [
      'a name past the maximum',
      { name: 'x'.repeat(QUEST_NAME_MAX + 1) },
      'name',
      `Quest name can be at most ${QUEST_NAME_MAX} characters.`,
    ],
  ])('refuses %s', (_name, change, field, message) => {
    expect(firstIssue({ ...aQuestForm(), ...change })).toEqual([field, message]);
  });

  it('accepts a 1 cent budget, no budget, a name at the maximum and both tracking kinds', () => {
    expect(firstIssue(aQuestForm({ budgetCents: 1 }))).toBeNull();
    expect(firstIssue(aQuestForm({ budgetCents: null }))).toBeNull();
    expect(firstIssue(aQuestForm({ name: 'x'.repeat(QUEST_NAME_MAX) }))).toBeNull();
    expect(firstIssue(aQuestForm({ conversionTracking: { kind: 'shareableLink', url: 'http://lurk.example.com/s/abc' } }))).toBeNull();
    expect(firstIssue(aQuestForm({ visibility: 'Hidden' }))).toBeNull();
  });
});
