import { expect, it } from 'vitest';
import { reseedAll, seededSource } from './seeded-random.ts';

it('draws the same sequence again from its seed after reseedAll', () => {
  const source = seededSource(42);
  const first = [source.seededId(), source.seededWord(), source.random()];
  expect(source.seededId()).not.toBe(first[0]);
  reseedAll();
  expect([source.seededId(), source.seededWord(), source.random()]).toEqual(first);
});
