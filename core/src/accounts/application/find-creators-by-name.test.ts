import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { findCreatorsByName } from './find-creators-by-name.ts';

describe('findCreatorsByName', () => {
  it('answers creators by the start of their name with their id, username and display name only', async () => {
    const deps = accountsTestDeps();
    const anna = aUser().withUserType('Creator').withUsername('annaplays').withDisplayName('AnnaPlays').build();
    await seed(deps, { users: [anna, aUser().withUserType('Company').withUsername('annacorp').withDisplayName('AnnaCorp').build()] });

    expect(await findCreatorsByName(deps, '  anna ')).toEqual([{ id: anna.id, username: 'annaplays', displayName: 'AnnaPlays' }]);
  });

  it('answers nothing for fewer than two letters', async () => {
    const deps = accountsTestDeps();
    await seed(deps, { users: [aUser().withUserType('Creator').withUsername('annaplays').build()] });

    expect(await findCreatorsByName(deps, 'a')).toEqual([]);
  });
});
