import { describe, expect, it } from 'vitest';
import { billingTestDeps, MEMBER, OWNER } from '../testing/billing-test-deps.ts';
import { GetBillingDetails, UpdateBillingDetails } from './billing-details.ts';

const form = {
  legalName: 'Acme Games AB',
  addressLine1: 'Storgatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
  country: 'SE',
  vatNumber: 'SE556012345601',
};

describe('billing details', () => {
  it('lets the owner set them and every member read them', async () => {
    const { deps } = billingTestDeps();
    expect(await new GetBillingDetails(deps).execute({ actorUserId: MEMBER })).toEqual({ ok: true, value: null });
    const saved = await new UpdateBillingDetails(deps).execute({ actorUserId: OWNER, details: form });
    expect(saved.ok).toBe(true);
    const read = await new GetBillingDetails(deps).execute({ actorUserId: MEMBER });
    expect(read.ok && read.value).toMatchObject({ ...form, addressLine2: null });
  });

  it('refuses a VAT number that does not fit the country with its own code at the field', async () => {
    const { deps } = billingTestDeps();
    const refused = await new UpdateBillingDetails(deps).execute({ actorUserId: OWNER, details: { ...form, country: 'DE' } });
    expect(!refused.ok && [refused.error.code, refused.error.field]).toEqual(['BILLING.INVALID_VAT_NUMBER', 'vatNumber']);
    const missing = await new UpdateBillingDetails(deps).execute({ actorUserId: OWNER, details: { ...form, city: '' } });
    expect(!missing.ok && [missing.error.code, missing.error.field]).toEqual(['BILLING.INVALID_FIELD', 'city']);
    const whole = await new UpdateBillingDetails(deps).execute({ actorUserId: OWNER, details: 'nonsense' });
    expect(!whole.ok && whole.error.field).toBe('details');
  });

  it('refuses a member who is not the owner, and a stranger to any company', async () => {
    const { deps } = billingTestDeps();
    const member = await new UpdateBillingDetails(deps).execute({ actorUserId: MEMBER, details: form });
    expect(!member.ok && member.error.code).toBe('BILLING.NOT_OWNER');
    const stranger = await new GetBillingDetails(deps).execute({ actorUserId: 'no-such-user' });
    expect(!stranger.ok && stranger.error.code).toBe('BILLING.NOT_COMPANY_MEMBER');
  });
});
