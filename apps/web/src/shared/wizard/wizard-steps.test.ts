import { describe, expect, it } from 'vitest';
import { stepAddress, stepOfPath, type WizardStepRoute } from './wizard-steps.ts';

const steps = [
  { id: 'general', title: 'General', path: '' },
  { id: 'goals', title: 'Goals and info', path: 'goals-and-info' },
  { id: 'kit', title: 'Creator kit', path: 'creator-kit', aliases: ['creatorkit'] },
] as const satisfies readonly WizardStepRoute[];
const base = '/campaigns/quests/q-1/edit';

describe('a wizard step in the address', () => {
  it('reads the step the address names, so a reload opens the same step', () => {
    expect(stepOfPath(steps, 'goals-and-info')).toBe('goals');
    expect(stepOfPath(steps, 'creator-kit')).toBe('kit');
  });

  it('reads the older segment spec 2 names as the same step', () => {
    expect(stepOfPath(steps, 'creatorkit')).toBe('kit');
  });

  it('opens the first step on the bare /edit and on a segment no step has', () => {
    expect(stepOfPath(steps, undefined)).toBe('general');
    expect(stepOfPath(steps, 'rewards')).toBe('general');
  });

  it('writes each step its own address, the first step the bare /edit', () => {
    expect(stepAddress(base, steps, 'general')).toBe(base);
    expect(stepAddress(base, steps, 'goals')).toBe(`${base}/goals-and-info`);
    expect(stepAddress(base, steps, 'kit')).toBe(`${base}/creator-kit`);
  });

  it('reads back every address it writes as the same step', () => {
    for (const step of steps) {
      const segment = stepAddress(base, steps, step.id).slice(base.length + 1) || undefined;
      expect(stepOfPath(steps, segment)).toBe(step.id);
    }
  });
});
