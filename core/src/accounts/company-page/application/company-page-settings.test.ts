import { describe, expect, it } from 'vitest';
import { accountsTestDeps, seedCompany } from '../../testing/accounts-test-deps.ts';
import { InMemoryCompanyPageRepository } from '../testing/in-memory-company-page-repository.ts';
import { GetCompanyPageSettings, publicCompanyPage } from './get-company-page-settings.ts';
import { SaveCompanyPageSettings } from './save-company-page-settings.ts';

async function world() {
  const accounts = accountsTestDeps();
  const deps = { companies: accounts.companies, pages: new InMemoryCompanyPageRepository(), clock: accounts.clock };
  const mine = await seedCompany(accounts, 1);
  const theirs = await seedCompany(accounts);
  return { deps, mine, theirs };
}

const settings = {
  description: '  Cosy farming games from Malmö.  ',
  logoUrl: 'https://cdn.example.com/logo.png',
  bannerUrl: '',
  links: [{ label: 'Discord', url: 'https://discord.gg/example' }],
  showPrograms: true,
  showKeyCampaigns: true,
  showQuests: false,
};

describe('company page settings', () => {
  it('shows everything and says nothing before the company saves its page', async () => {
    const { deps, mine } = await world();
    const got = await new GetCompanyPageSettings(deps).execute({ actorUserId: mine.owner.id, companyId: mine.company.id });
    expect(got).toMatchObject({
      ok: true,
      value: { description: '', links: [], showPrograms: true, showKeyCampaigns: true, showQuests: true },
    });
  });

  it('a member who is not the owner saves the page, and the public page shows it', async () => {
    const { deps, mine } = await world();
    const member = mine.members[0]!;
    const saved = await new SaveCompanyPageSettings(deps).execute({ actorUserId: member.id, companyId: mine.company.id, settings });
    expect(saved.ok).toBe(true);
    expect(await publicCompanyPage(deps, mine.company.id)).toMatchObject({
      description: 'Cosy farming games from Malmö.',
      links: [{ label: 'Discord', url: 'https://discord.gg/example' }],
      showQuests: false,
      updatedAt: deps.clock.now(),
    });
  });

  it("another company's member can neither read nor change the page", async () => {
    const { deps, mine, theirs } = await world();
    const attack = { actorUserId: theirs.owner.id, companyId: mine.company.id };
    expect(await new GetCompanyPageSettings(deps).execute(attack)).toMatchObject({ ok: false, error: { code: 'COMPANY.NOT_MEMBER' } });
    expect(await new SaveCompanyPageSettings(deps).execute({ ...attack, settings })).toMatchObject({
      ok: false,
      error: { code: 'COMPANY.NOT_MEMBER' },
    });
    expect(await deps.pages.findByCompanyId(mine.company.id)).toBeNull();
  });

  it('refuses an invalid field at its path and saves nothing of the rest', async () => {
    const { deps, mine } = await world();
    const bad = { ...settings, links: [...settings.links, { label: 'Shop', url: 'javascript:alert(1)' }] };
    const saved = await new SaveCompanyPageSettings(deps).execute({
      actorUserId: mine.owner.id,
      companyId: mine.company.id,
      settings: bad,
    });
    expect(saved).toMatchObject({ ok: false, error: { field: 'links.1.url' } });
    expect(await deps.pages.findByCompanyId(mine.company.id)).toBeNull();
  });

  it('refuses more than five links and an overlong description', async () => {
    const { deps, mine } = await world();
    const save = (s: unknown) =>
      new SaveCompanyPageSettings(deps).execute({ actorUserId: mine.owner.id, companyId: mine.company.id, settings: s });
    const sixLinks = Array.from({ length: 6 }, (_, i) => ({ label: `L${i}`, url: `https://example.com/${i}` }));
    expect(await save({ ...settings, links: sixLinks })).toMatchObject({ ok: false, error: { field: 'links' } });
    expect(await save({ ...settings, description: 'x'.repeat(2001) })).toMatchObject({ ok: false, error: { field: 'description' } });
    expect(await save({ ...settings, logoUrl: 'ftp://cdn.example.com/logo.png' })).toMatchObject({
      ok: false,
      error: { field: 'logoUrl' },
    });
  });
});
