import { describe, expect, it } from 'vitest';
import { CreatorsByNameQuery as CREATORS_BY_NAME } from '../../../web/src/accounts/operations/creator-names.operations.ts';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';

const app = useTestApp({ seedDemoData: true });

describe('creatorsByName', () => {
  it('lets a company find creators by the start of their name, without any private field', async () => {
    const company = await signedInCompanyUser(app);

    const { data, errors } = await company.client.op(CREATORS_BY_NAME, { text: 'democreat' });

    expect(errors).toEqual([]);
    expect(data?.creatorsByName).toEqual([{ id: expect.any(String), username: 'democreator', displayName: expect.any(String) }]);
  });

  it('is refused to creators and to visitors: nobody else lists people', async () => {
    const creator = await signedInCreator(app);

    const asCreator = await creator.client.op(CREATORS_BY_NAME, { text: 'demo' });
    const asVisitor = await app.client().op(CREATORS_BY_NAME, { text: 'demo' });

    expect(asCreator.data).toBeNull();
    expect(asVisitor.data).toBeNull();
  });
});
