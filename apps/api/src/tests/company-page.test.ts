import { describe, expect, it } from 'vitest';
import { ownerWithJoinedMember } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { COMPANY_PAGE_SETTINGS, SAVE_COMPANY_PAGE_SETTINGS } from './operations.ts';

const app = useTestApp();

const settings = {
  description: 'Cosy farming games from Malmö.',
  logoUrl: 'https://cdn.example.com/logo.png',
  bannerUrl: '',
  links: [{ label: 'Discord', url: 'https://discord.gg/example' }],
  showPrograms: true,
  showKeyCampaigns: true,
  showQuests: false,
};

const PUBLIC_PAGE = 'query P($id: ID!) { publicCompany(id: $id) { name page { description logoUrl links { label url } showQuests } } }';

describe('company page settings', () => {
  it('a member who is not the owner saves the page; everyone sees it on the public page', async () => {
    const { member, owner, companyId } = await ownerWithJoinedMember(app);
    const saved = await member.client.op(SAVE_COMPANY_PAGE_SETTINGS, { companyId, input: settings });
    expect(saved.errors).toEqual([]);
    expect((await owner.client.op(COMPANY_PAGE_SETTINGS, { companyId })).data?.companyPageSettings).toMatchObject({
      ...settings,
      updatedAt: expect.any(String),
    });
    const visitor = await app.client().gql('P', PUBLIC_PAGE, { id: companyId });
    expect(visitor).toMatchObject({
      errors: [],
      data: { publicCompany: { page: { description: settings.description, links: settings.links, showQuests: false } } },
    });
  });

  it('an invalid link is refused at its field and nothing is saved', async () => {
    const { owner, companyId } = await ownerWithJoinedMember(app);
    const bad = { ...settings, links: [...settings.links, { label: 'Shop', url: 'not a link' }] };
    const saved = await owner.client.op(SAVE_COMPANY_PAGE_SETTINGS, { companyId, input: bad });
    expect(saved.data).toBeNull();
    expect(saved.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'links.1.url' });
    const page = await owner.client.op(COMPANY_PAGE_SETTINGS, { companyId });
    expect(page.data?.companyPageSettings).toMatchObject({ description: '', links: [], updatedAt: null });
  });
});
