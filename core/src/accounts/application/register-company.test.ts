import { describe, expect, it } from 'vitest';
import { aCompany, aUser } from '../testing/builders.ts';
import { accountsTestDeps, linkToken, seed } from '../testing/accounts-test-deps.ts';
import { RegisterCompany } from './register-company.ts';

const input = {
  companyName: '  Pixel Forge  ',
  companyType: 'smallGameStudio',
  website: 'https://pixelforge.example.com',
  email: 'Owner@PixelForge.example.com',
  username: 'pixelowner',
  password: 'forge2025',
  acceptTerms: true,
  clientIp: '10.0.0.1',
};

function setup() {
  const deps = accountsTestDeps();
  return { deps, registerCompany: new RegisterCompany(deps) };
}

describe('RegisterCompany', () => {
  it('creates an unverified company owned by a new Company user', async () => {
    const { deps, registerCompany } = setup();

    const result = await registerCompany.execute(input);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.userType).toBe('Company');
    const user = await deps.users.findById(result.value.userId);
    expect(user).toMatchObject({
      username: 'pixelowner',
      email: 'owner@pixelforge.example.com',
      userType: 'Company',
      emailVerifiedAt: null,
    });
    const company = await deps.companies.findByMemberUserId(result.value.userId);
    expect(company).toMatchObject({
      name: 'Pixel Forge',
      type: 'smallGameStudio',
      website: 'https://pixelforge.example.com',
      email: 'owner@pixelforge.example.com',
      billingEmail: null,
      isVerified: false,
      createdAt: deps.clock.now(),
      members: [{ userId: result.value.userId, isOwner: true, title: null, joinedAt: deps.clock.now() }],
    });
  });

  it('mails the verification link to the registration address', async () => {
    const { deps, registerCompany } = setup();

    await registerCompany.execute(input);

    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['owner@pixelforge.example.com']);
    expect(linkToken(deps.mailer.sent[0])).toBeTruthy();
  });

  it('creates only a normal User when a company with that name exists in any case', async () => {
    const { deps, registerCompany } = setup();
    const owner = aUser().withUserType('Company').build();
    const existing = aCompany().withName('PIXEL FORGE').ownedBy(owner.id).build();
    await seed(deps, { users: [owner], companies: [existing] });

    const result = await registerCompany.execute(input);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.userType).toBe('User');
    expect((await deps.users.findById(result.value.userId))?.userType).toBe('User');
    expect(await deps.companies.findByMemberUserId(result.value.userId)).toBeNull();
    expect((await deps.companies.findById(existing.id))?.members).toHaveLength(1);
    expect(deps.mailer.sent).toHaveLength(1);
  });

  it.each([
    ['an empty company name', { companyName: '   ' }, 'companyName', 'Company name is required.'],
    ['a 101 character company name', { companyName: 'x'.repeat(101) }, 'companyName', 'Company name can be at most 100 characters.'],
    ['an unknown company type', { companyType: 'bakery' }, 'companyType', 'Company type is required.'],
    ['a website without http', { website: 'pixelforge.example.com' }, 'website', 'Please enter a valid website address'],
    ['an ftp website', { website: 'ftp://pixelforge.example.com' }, 'website', 'starting with http:// or https://'],
  ])('refuses %s with COMPANY.INVALID_FIELD', async (_name, change, field, message) => {
    const { deps, registerCompany } = setup();

    const result = await registerCompany.execute({ ...input, ...change });

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'COMPANY.INVALID_FIELD', field });
    expect(result.error.message).toContain(message);
    expect(await deps.users.findByUsername(input.username)).toBeNull();
  });

  it('accepts a 100 character company name', async () => {
    const { registerCompany } = setup();

    const result = await registerCompany.execute({ ...input, companyName: 'x'.repeat(100) });

    expect(result.ok).toBe(true);
  });

  it.each([
    ['an invalid email', { email: 'owner@' }, '1012'],
    ['an invalid username', { username: 'pixel owner' }, '1011'],
    ['a weak password', { password: '12345678' }, '1003'],
    ['terms not accepted', { acceptTerms: false }, 'ACCOUNT.TERMS_NOT_ACCEPTED'],
  ])('refuses %s and creates nothing', async (_name, change, code) => {
    const { deps, registerCompany } = setup();

    const result = await registerCompany.execute({ ...input, ...change });

    expect(!result.ok && result.error.code).toBe(code);
    expect(await deps.companies.findByName('Pixel Forge')).toBeNull();
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('refuses a taken username (1001) and an email in use (1002) without creating the company', async () => {
    const { deps, registerCompany } = setup();
    await seed(deps, { users: [aUser().withUsername('PixelOwner').build(), aUser().withEmail('taken@example.com').build()] });

    const taken = await registerCompany.execute(input);
    const inUse = await registerCompany.execute({ ...input, username: 'otherowner', email: 'TAKEN@example.com' });

    expect(!taken.ok && taken.error.code).toBe('1001');
    expect(!inUse.ok && inUse.error.code).toBe('1002');
    expect(await deps.companies.findByName('Pixel Forge')).toBeNull();
  });
});
