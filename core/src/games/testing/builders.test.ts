import { expect, it } from 'vitest';
import { reseedAll } from '../../shared/testing/seeded-random.ts';
import { aProviderGame } from './builders.ts';

it("gives a file its builders' data from their seeds, whichever files the worker ran before it", () => {
  // The core setup file reseeded every source before this file: its first game is the one a lone run makes.
  const first = aProviderGame().externalId;
  reseedAll();
  expect(aProviderGame().externalId).toBe(first);
});
