import { describe, expect, it } from 'vitest';
import { matchScoreOf } from './match-score.ts';

describe('matchScoreOf', () => {
  it.each([
    [100, 'EXCELLENT'],
    [85, 'EXCELLENT'],
    [84, 'GREAT'],
    [70, 'GREAT'],
    [69, 'GOOD'],
    [55, 'GOOD'],
    [54, 'AVERAGE'],
    [40, 'AVERAGE'],
    [39, 'POOR'],
    [0, 'POOR'],
  ])('gives %i points %s (a band owns its lower bound)', (points, score) => {
    expect(matchScoreOf(points)).toBe(score);
  });
});
