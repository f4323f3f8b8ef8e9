import { describe, expect, it } from 'vitest';
import { aCreatorProgram } from '../testing/builders.ts';
import { grantsAccess, isDiscoverable } from './creator-program.entity.ts';

describe('Creator Program access', () => {
  it('grants every activation with access to all', () => {
    expect(grantsAccess({ mode: 'all' }, 'key-1', 1_000)).toBe(true);
  });

  it('grants only the chosen activations with a list', () => {
    expect(grantsAccess({ mode: 'list', ids: ['key-1'] }, 'key-1', 0)).toBe(true);
    expect(grantsAccess({ mode: 'list', ids: ['key-1'] }, 'key-2', 0)).toBe(false);
  });

  it('grants up to the chosen number: the third of 3 yes, a fourth no', () => {
    expect(grantsAccess({ mode: 'count', count: 3 }, 'key-9', 2)).toBe(true);
    expect(grantsAccess({ mode: 'count', count: 3 }, 'key-9', 3)).toBe(false);
  });

  it('is discoverable or hidden', () => {
    expect(isDiscoverable(aCreatorProgram().build())).toBe(true);
    expect(isDiscoverable(aCreatorProgram().hidden().build())).toBe(false);
  });
});
