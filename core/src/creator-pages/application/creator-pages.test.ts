import { describe, expect, it } from 'vitest';
import { CREATOR_ID, creatorPagesTestDeps, OTHER_CREATOR_ID } from '../testing/creator-pages-test-deps.ts';
import { CreateCreatorPage } from './create-creator-page.ts';
import { CreatorPageQueries } from './creator-page-queries.ts';
import { DeleteCreatorPage } from './delete-creator-page.ts';
import { UpdateCreatorPage } from './update-creator-page.ts';

const form = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: 'Cosy nights',
  bio: ' Slow games, warm tea. ',
  links: [{ label: 'Shop', url: 'https://shop.example/carla' }],
  ...extra,
});

function setup() {
  const deps = creatorPagesTestDeps();
  const create = (slug: string, creatorId = CREATOR_ID, extra: Record<string, unknown> = {}) =>
    new CreateCreatorPage(deps).execute({ creatorId, form: form(slug, extra) });
  return { deps, create };
}

describe('CreateCreatorPage', () => {
  it('creates a page at the lower-cased name, trimmed, with its links', async () => {
    const { deps, create } = setup();
    const created = await create(' Cosy-Carla ');
    expect(created).toMatchObject({
      ok: true,
      value: { slug: 'cosy-carla', title: 'Cosy nights', bio: 'Slow games, warm tea.', creatorId: CREATOR_ID, createdAt: deps.clock.now() },
    });
    expect(await create('quiet', CREATOR_ID, { bio: '', links: [] })).toMatchObject({ ok: true, value: { bio: null, links: [] } });
  });

  it.each([
    ['ab', 'too short'],
    ['a'.repeat(31), 'too long'],
    ['-carla', 'a hyphen first'],
    ['carla-', 'a hyphen last'],
    ['co--sy', 'two hyphens together'],
    ['cosy carla', 'a space'],
    ['cosy_carla', 'an underscore'],
    ['cösy', 'a letter outside a-z'],
  ])('refuses a name with %s (%s) as 2012 at the name', async (slug) => {
    const { create } = setup();
    expect(await create(slug)).toMatchObject({ ok: false, error: { code: '2012', field: 'slug' } });
  });

  it('refuses the names of the site itself with 3000, whatever their case', async () => {
    const { create } = setup();
    for (const slug of ['campaigns', 'Login', 'company', 'explore', 'games', 'api'])
      expect(await create(slug)).toMatchObject({ ok: false, error: { code: '3000', field: 'slug' } });
  });

  it("refuses another creator's name, whatever its case, with 2013", async () => {
    const { create } = setup();
    await create('cosy-carla');
    expect(await create('COSY-carla', OTHER_CREATOR_ID)).toMatchObject({ ok: false, error: { code: '2013', field: 'slug' } });
  });

  it('stops at six pages per creator with 2015, while another creator can still create', async () => {
    const { deps, create } = setup();
    for (let i = 1; i <= 6; i += 1) expect((await create(`page-${i}`)).ok).toBe(true);
    expect(await create('page-7')).toMatchObject({ ok: false, error: { code: '2015' } });
    expect(await deps.pages.listByCreator(CREATOR_ID)).toHaveLength(6);
    expect((await create('page-7', OTHER_CREATOR_ID)).ok).toBe(true);
  });

  it('checks the rest of the form at its field, saving nothing', async () => {
    const { deps, create } = setup();
    expect(await create('carla', CREATOR_ID, { title: ' ' })).toMatchObject({ ok: false, error: { field: 'title' } });
    expect(await create('carla', CREATOR_ID, { links: [{ label: 'Shop', url: 'javascript:alert(1)' }] })).toMatchObject({
      ok: false,
      error: { field: 'links.0.url' },
    });
    expect(
      await create('carla', CREATOR_ID, { links: Array.from({ length: 11 }, () => ({ label: 'x', url: 'https://x.example' })) }),
    ).toMatchObject({ ok: false, error: { field: 'links' } });
    expect(await deps.pages.listByCreator(CREATOR_ID)).toEqual([]);
  });
});

describe('UpdateCreatorPage and DeleteCreatorPage', () => {
  it('saves the whole form, keeps its own name free to reuse, and refuses a taken one', async () => {
    const { deps, create } = setup();
    const page = (await create('carla')) as { ok: true; value: { id: string } };
    await create('sam', OTHER_CREATOR_ID);
    const update = (values: Record<string, unknown>, creatorId = CREATOR_ID) =>
      new UpdateCreatorPage(deps).execute({ creatorId, pageId: page.value.id, form: form('carla', values) });
    expect(await update({ title: 'Renamed' })).toMatchObject({ ok: true, value: { slug: 'carla', title: 'Renamed' } });
    expect(await update({ slug: 'sam' })).toMatchObject({ ok: false, error: { code: '2013' } });
    expect(await update({}, OTHER_CREATOR_ID)).toMatchObject({ ok: false, error: { code: 'CREATOR_PAGES.NOT_FOUND' } });
  });

  it("deletes only the creator's own page, freeing its name", async () => {
    const { deps, create } = setup();
    const page = (await create('carla')) as { ok: true; value: { id: string } };
    const remove = (creatorId: string) => new DeleteCreatorPage(deps).execute({ creatorId, pageId: page.value.id });
    expect(await remove(OTHER_CREATOR_ID)).toMatchObject({ ok: false, error: { code: 'CREATOR_PAGES.NOT_FOUND' } });
    expect(await remove(CREATOR_ID)).toMatchObject({ ok: true });
    expect((await create('carla', OTHER_CREATOR_ID)).ok).toBe(true);
  });
});

describe('CreatorPageQueries', () => {
  it('shows a page to anyone by its name, with the creator and channels, and nothing for an unknown name', async () => {
    const { deps, create } = setup();
    await create('carla');
    const queries = new CreatorPageQueries(deps);
    expect(await queries.bySlug('Carla')).toMatchObject({
      ok: true,
      value: { page: { slug: 'carla' }, creator: { displayName: 'CosyCarla', channels: [{ provider: 'twitch' }] } },
    });
    expect(await queries.bySlug('nobody')).toMatchObject({ ok: false, error: { code: 'CREATOR_PAGES.NOT_FOUND' } });
    deps.showcase.creators.delete(CREATOR_ID);
    expect(await queries.bySlug('carla')).toMatchObject({ ok: false });
  });
});
