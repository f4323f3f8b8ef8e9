import { describe, expect, it } from 'vitest';
import { soakArguments } from './soak-arguments.ts';

describe('the soak command line', () => {
  it('runs three times unless told, the count given bare or as --runs', () => {
    expect(soakArguments([])).toEqual({ runs: 3, withApp: false, keep: false, vitestArgs: [] });
    expect(soakArguments(['5']).runs).toBe(5);
    expect(soakArguments(['--runs', '7']).runs).toBe(7);
    expect(soakArguments(['--runs=2', '--with-app', '--keep'])).toEqual({ runs: 2, withApp: true, keep: true, vitestArgs: [] });
  });

  it('passes what follows a second -- to vitest', () => {
    expect(soakArguments(['--runs', '4', '--', '--project', 'api'])).toEqual({
      runs: 4,
      withApp: false,
      keep: false,
      vitestArgs: ['--project', 'api'],
    });
  });

  it('refuses a count that is no whole number of at least one, and an argument it does not know', () => {
    expect(() => soakArguments(['--runs', '0'])).toThrow('at least 1, not 0');
    expect(() => soakArguments(['--runs'])).toThrow('not nothing');
    expect(() => soakArguments(['--runs', 'many'])).toThrow('not many');
    expect(() => soakArguments(['--rnus', '3'])).toThrow('Unknown soak argument --rnus');
  });
});
