import { describe, expect, it } from 'vitest';
import { holdsLeaving } from './leave-rule.ts';

const step = (segment: string) => `/campaigns/c-1/edit/${segment}`;

describe('leaving a form with unsaved edits', () => {
  it('holds a link or browser Back away from a dirty form', () => {
    expect(holdsLeaving({ fromPath: step('basics'), toPath: '/company/code-manager', dirty: true, letThrough: false })).toBe(true);
  });

  it('holds browser Back and Forward between wizard steps while the step on screen is dirty', () => {
    expect(holdsLeaving({ fromPath: step('access'), toPath: step('basics'), dirty: true, letThrough: false })).toBe(true);
  });

  it("lets the wizard's own move through: it asked already or has just saved", () => {
    expect(holdsLeaving({ fromPath: step('access'), toPath: step('basics'), dirty: true, letThrough: true })).toBe(false);
  });

  it('lets every move through while nothing is unsaved', () => {
    expect(holdsLeaving({ fromPath: step('basics'), toPath: '/company/code-manager', dirty: false, letThrough: false })).toBe(false);
  });

  it('keeps the form when only the query or hash changes', () => {
    expect(holdsLeaving({ fromPath: step('basics'), toPath: step('basics'), dirty: true, letThrough: false })).toBe(false);
  });
});
