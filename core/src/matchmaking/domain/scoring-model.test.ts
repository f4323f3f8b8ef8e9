import { describe, expect, it } from 'vitest';
import { OBJECTIVES } from './matchmaking-brief.schema.ts';
import { OBJECTIVE_WEIGHTS, costSignal, durationSignal, pointsOf, sizeSignal, weightedSum } from './scoring-model.ts';

describe('scoring model', () => {
  it('weights each objective to a total of 1, so a perfect creator scores 100 points', () => {
    for (const objective of OBJECTIVES) {
      expect(pointsOf(weightedSum({ game: 1, size: 1, duration: 1, cost: 1 }, objective))).toBe(100);
      const w = OBJECTIVE_WEIGHTS[objective];
      expect(w.game + w.size + w.duration + w.cost).toBeCloseTo(1, 10);
    }
  });

  it('weighs size most for awareness and the game most for engagement and conversion', () => {
    expect(pointsOf(weightedSum({ game: 0, size: 1, duration: 0, cost: 0 }, 'AWARENESS'))).toBe(35);
    expect(pointsOf(weightedSum({ game: 1, size: 0, duration: 0, cost: 0 }, 'ENGAGEMENT'))).toBe(45);
    expect(pointsOf(weightedSum({ game: 0, size: 0, duration: 0, cost: 1 }, 'CONVERSION'))).toBe(35);
  });

  it('fits size to the strategy band, inclusive at both ends, losing half per factor of ten outside', () => {
    expect(sizeSignal(100, 'BALANCED')).toBe(1);
    expect(sizeSignal(1_000, 'BALANCED')).toBe(1);
    expect(sizeSignal(10, 'BALANCED')).toBeCloseTo(0.5, 10);
    expect(sizeSignal(10_000, 'BALANCED')).toBeCloseTo(0.5, 10);
    expect(sizeSignal(99, 'BALANCED')).toBeLessThan(1);
    expect(sizeSignal(1, 'BALANCED')).toBe(0);
    expect(sizeSignal(0, 'MANY_SMALL_CREATORS')).toBe(0);
    expect(sizeSignal(1_000_000, 'FEW_LARGE_CREATORS')).toBe(1);
    expect(sizeSignal(999, 'FEW_LARGE_CREATORS')).toBeLessThan(1);
    expect(sizeSignal(100, 'MANY_SMALL_CREATORS')).toBe(1);
    expect(sizeSignal(101, 'MANY_SMALL_CREATORS')).toBeLessThan(1);
    // A 700-CCV channel is mid tier (spec 9), no small creator.
    expect(sizeSignal(700, 'MANY_SMALL_CREATORS')).toBeLessThan(0.6);
  });

  it('rates stream length against the minimum content duration, capped at 1', () => {
    expect(durationSignal(3, 2)).toBe(1);
    expect(durationSignal(2, 2)).toBe(1);
    expect(durationSignal(1, 2)).toBe(0.5);
    expect(durationSignal(0, 0)).toBe(1);
    expect(durationSignal(-1, 2)).toBe(0);
  });

  it("rates cost against the creator's list price, capped at 1, and keys (no cash) at 1", () => {
    expect(costSignal(45, 45)).toBe(1);
    expect(costSignal(45, 20)).toBe(1);
    expect(costSignal(45, 90)).toBe(0.5);
    expect(costSignal(45, 0)).toBe(1);
  });
});
