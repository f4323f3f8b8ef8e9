import { expect, it } from 'vitest';
import { aProviderGame } from '../../games/testing/builders.ts';
import { reseedAll, seededSource } from './seeded-random.ts';

it("gives a file its builders' data from their seeds, whichever files the worker ran before it", () => {
  // The setup file reseeded every source before this file: its first game is the one a lone run makes.
  const first = aProviderGame().externalId;
  reseedAll();
  expect(aProviderGame().externalId).toBe(first);
});

it('draws the same sequence again from its seed after reseedAll', () => {
  const source = seededSource(42);
  const first = [source.seededId(), source.seededWord(), source.random()];
  expect(source.seededId()).not.toBe(first[0]);
  reseedAll();
  expect([source.seededId(), source.seededWord(), source.random()]).toEqual(first);
});
