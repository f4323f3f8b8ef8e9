import { describe, expect, it } from 'vitest';
import { aCompany, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed, seedCompany } from '../testing/accounts-test-deps.ts';
import { GetCompanyInfo } from './get-company-info.ts';
import { UpdateCompanyInfo } from './update-company-info.ts';

const info = {
  name: '  Northwind Games ',
  type: 'smallGameStudio',
  website: 'https://northwind.example.com',
  email: 'Hello@Northwind.example.com',
  billingEmail: 'billing@northwind.example.com',
};

async function setup() {
  const deps = accountsTestDeps();
  const seeded = await seedCompany(deps, 1);
  const update = (actorUserId: string, changes: Record<string, unknown> = {}) =>
    new UpdateCompanyInfo(deps).execute({ actorUserId, info: { ...info, ...changes } });
  return { deps, ...seeded, update };
}

describe('UpdateCompanyInfo', () => {
  it('saves the five fields trimmed and lower-cased, and every member reads them back', async () => {
    const { deps, company, owner, members, update } = await setup();
    expect(await update(owner.id)).toMatchObject({ ok: true, value: { name: 'Northwind Games', email: 'hello@northwind.example.com' } });
    const read = await new GetCompanyInfo(deps).execute({ actorUserId: members[0]!.id });
    expect(read).toEqual({
      ok: true,
      value: {
        id: company.id,
        name: 'Northwind Games',
        type: 'smallGameStudio',
        website: 'https://northwind.example.com',
        email: 'hello@northwind.example.com',
        billingEmail: 'billing@northwind.example.com',
        isVerified: false,
        viewerIsOwner: false,
      },
    });
  });

  it.each([
    ['billingEmail', '', 'Billing email is required.'],
    ['billingEmail', 'not-an-address', 'Please enter a valid email address.'],
    ['email', ' ', 'Company email is required.'],
    ['name', '', 'Company name is required.'],
    ['type', 'studio', 'Company type is required.'],
    ['website', 'northwind.example.com', 'Please enter a valid website address, starting with http:// or https://.'],
  ])('refuses a bad %s at its field', async (field, value, message) => {
    const { deps, company, owner, update } = await setup();
    expect(await update(owner.id, { [field]: value })).toMatchObject({ ok: false, error: { field, message } });
    expect((await deps.companies.findById(company.id))?.name).toBe(company.name);
  });

  it("refuses another company's name in any case, and keeps its own", async () => {
    const { deps, company, owner, update } = await setup();
    await seed(deps, { companies: [aCompany().withName('Taken Studio').build()] });
    expect(await update(owner.id, { name: 'taken STUDIO' })).toMatchObject({
      ok: false,
      error: { code: 'COMPANY.NAME_TAKEN', field: 'name' },
    });
    expect((await update(owner.id, { name: company.name.toUpperCase() })).ok).toBe(true);
  });

  it('is the owner’s: a member and a person outside any company are refused', async () => {
    const { deps, members, update } = await setup();
    expect(await update(members[0]!.id)).toMatchObject({ ok: false, error: { code: 'COMPANY.NOT_OWNER' } });
    const outsider = aUser().build();
    await seed(deps, { users: [outsider] });
    expect(await update(outsider.id)).toMatchObject({ ok: false, error: { code: 'COMPANY.NOT_MEMBER' } });
  });
});
