import { describe, expect, it } from 'vitest';
import { aCreatorProgram, aMembership, PROGRAM_NOW } from '../testing/builders.ts';
import { ANSWER_MAX_LENGTH, checkAnswers, moveMembership } from './membership.entity.ts';

const program = aCreatorProgram()
  .withQuestions({ id: 'q-why', text: 'Why join?', required: true }, { id: 'q-link', text: 'Your best clip?', required: false })
  .build();

describe('checkAnswers', () => {
  it('keeps trimmed answers to the program questions and drops blank optional ones and unknown ids', () => {
    const result = checkAnswers(program, { 'q-why': '  I love roguelikes ', 'q-link': '   ', 'q-other': 'ignored' });

    expect(result).toEqual({ ok: true, value: [{ questionId: 'q-why', answer: 'I love roguelikes' }] });
  });

  it.each([
    ['missing', {}],
    ['blank', { 'q-why': '  ' }],
  ])('refuses a %s answer to a required question, naming its field', (_name, answers) => {
    const result = checkAnswers(program, answers);

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.ANSWER_REQUIRED', field: 'answers.q-why', questionId: 'q-why' } });
  });

  it(`accepts an answer of ${ANSWER_MAX_LENGTH} characters and refuses one more`, () => {
    expect(checkAnswers(program, { 'q-why': 'a'.repeat(ANSWER_MAX_LENGTH) }).ok).toBe(true);
    const tooLong = checkAnswers(program, { 'q-why': 'a'.repeat(ANSWER_MAX_LENGTH + 1) });
    expect(tooLong).toMatchObject({ ok: false, error: { code: 'PROGRAM.ANSWER_TOO_LONG', field: 'answers.q-why' } });
  });
});

describe('moveMembership', () => {
  const later = new Date(PROGRAM_NOW.getTime() + 60_000);

  it('stamps the decision time on accept and reject', () => {
    const accepted = moveMembership(aMembership().build(), 'accept', later);
    const rejected = moveMembership(aMembership().inState('pending').build(), 'reject', later);

    expect(accepted).toMatchObject({ ok: true, value: { state: 'accepted', decidedAt: later } });
    expect(rejected).toMatchObject({ ok: true, value: { state: 'rejected', decidedAt: later } });
  });

  it('opens an application without deciding it', () => {
    expect(moveMembership(aMembership().build(), 'open', later)).toMatchObject({ ok: true, value: { state: 'pending', decidedAt: null } });
  });

  it('refuses to decide twice', () => {
    const result = moveMembership(aMembership().inState('rejected').build(), 'accept', later);

    expect(result).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: 'rejected', event: 'accept' } });
  });
});
