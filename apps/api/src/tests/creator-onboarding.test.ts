import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { signInThroughSandbox } from '../testing/oauth-sandbox.ts';
import { useTestApp } from '../testing/test-app.ts';
import { MY_CREATOR_ONBOARDING, SAVE_CREATOR_ONBOARDING } from './operations.ts';
import { uniqueName } from '../testing/unique-name.ts';

const app = useTestApp();
const answers = { genres: ['RPG', 'Horror'], contentTypes: ['Stream'], hardware: ['Pc', 'VR'] };

describe('Creator onboarding: interests and hardware on the profile', () => {
  it("saves both steps to the creator's own profile only", async () => {
    const creator = await signedInCreator(app);
    expect((await creator.client.op(MY_CREATOR_ONBOARDING)).data?.myProfile.onboarding).toBeNull();
    const saved = await creator.client.op(SAVE_CREATOR_ONBOARDING, { input: answers });
    expect(saved.data?.saveCreatorOnboarding.onboarding).toMatchObject(answers);
    expect((await creator.client.op(MY_CREATOR_ONBOARDING)).data?.myProfile.onboarding).toMatchObject(answers);

    const other = await signedInCreator(app);
    expect((await other.client.op(MY_CREATOR_ONBOARDING)).data?.myProfile.onboarding).toBeNull();
  });

  it('saves nothing when one step is wrong, and answers at its field', async () => {
    const creator = await signedInCreator(app);
    const bad = await creator.client.op(SAVE_CREATOR_ONBOARDING, { input: { ...answers, hardware: [] } });
    expect(bad.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'hardware' });
    expect((await creator.client.op(MY_CREATOR_ONBOARDING)).data?.myProfile.onboarding).toBeNull();
  });

  it('is open to a User on the way to creator access (spec 2 lists interests and hardware there too)', async () => {
    const client = app.client();
    await signInThroughSandbox(client, 'twitch', uniqueName('onb'));
    expect((await client.op(SAVE_CREATOR_ONBOARDING, { input: answers })).data?.saveCreatorOnboarding.onboarding).toMatchObject(answers);
  });

  it('is not for companies or signed-out visitors', async () => {
    const company = await signedInCompanyUser(app);
    expect((await company.client.op(SAVE_CREATOR_ONBOARDING, { input: answers })).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().op(SAVE_CREATOR_ONBOARDING, { input: answers })).errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
