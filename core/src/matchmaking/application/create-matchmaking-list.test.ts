import { describe, expect, it } from 'vitest';
import { aBriefInput } from '../testing/builders.ts';
import { matchmakingTestDeps } from '../testing/matchmaking-test-deps.ts';
import { CreateMatchmakingList } from './create-matchmaking-list.ts';

describe('CreateMatchmakingList', () => {
  it('saves a list with the parsed brief and no results yet', async () => {
    const deps = matchmakingTestDeps();
    const result = await new CreateMatchmakingList(deps).execute({ companyId: 'company-1', brief: aBriefInput() });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await deps.lists.findById(result.value.id)).toMatchObject({
      companyId: 'company-1',
      createdAt: deps.clock.now(),
      results: null,
      brief: { objective: 'AWARENESS', gameId: 'game-main' },
    });
  });

  it.each([
    ['activation', { activation: null }, 'MATCHMAKING.ACTIVATION_REQUIRED'],
    ['objective', { objective: null }, 'MATCHMAKING.OBJECTIVE_REQUIRED'],
  ])('refuses a brief without an %s and saves nothing', async (_name, change, code) => {
    const deps = matchmakingTestDeps();
    const result = await new CreateMatchmakingList(deps).execute({ companyId: 'company-1', brief: { ...aBriefInput(), ...change } });

    expect(!result.ok && result.error.code).toBe(code);
  });
});
