import { describe, expect, it } from 'vitest';
import { CREATOR_ID, OTHER_CREATOR_ID, creatorPagesTestDeps } from '../testing/creator-pages-test-deps.ts';
import { AnalyticsPageQueries } from './analytics-page-queries.ts';
import { CreateAnalyticsPage } from './create-analytics-page.ts';
import { DeleteAnalyticsPage } from './delete-analytics-page.ts';
import { UpdateAnalyticsPage } from './update-analytics-page.ts';

const form = (changes: Record<string, unknown> = {}) => ({
  name: ' Sponsor-Deck ',
  period: 'LAST_90_DAYS',
  figures: ['averageCcv', 'hoursWatched', 'averageCcv'],
  ...changes,
});

describe('Analytics pages', () => {
  it('creates a page with its name lower-cased and its figures once each, in the catalogue order', async () => {
    const deps = creatorPagesTestDeps();
    const created = await new CreateAnalyticsPage(deps).execute({ creatorId: CREATOR_ID, form: form() });
    expect(created).toMatchObject({
      ok: true,
      value: { name: 'sponsor-deck', period: 'LAST_90_DAYS', figures: ['hoursWatched', 'averageCcv'] },
    });
    expect(await new AnalyticsPageQueries(deps).mine(CREATOR_ID)).toHaveLength(1);
  });

  it('refuses a seventh page with 5015, while another creator still may', async () => {
    const deps = creatorPagesTestDeps();
    const create = new CreateAnalyticsPage(deps);
    for (let i = 0; i < 6; i += 1)
      expect((await create.execute({ creatorId: CREATOR_ID, form: form({ name: `page-${i}` }) })).ok).toBe(true);
    expect(await create.execute({ creatorId: CREATOR_ID, form: form() })).toMatchObject({ ok: false, error: { code: '5015' } });
    expect(await new AnalyticsPageQueries(deps).mine(CREATOR_ID)).toHaveLength(6);
    expect((await create.execute({ creatorId: OTHER_CREATOR_ID, form: form() })).ok).toBe(true);
  });

  it('refuses a name of the wrong format with 5012 at the name, on create and on edit', async () => {
    const deps = creatorPagesTestDeps();
    for (const name of ['ab', 'my page', '-edge', 'x'.repeat(31)]) {
      expect(await new CreateAnalyticsPage(deps).execute({ creatorId: CREATOR_ID, form: form({ name }) })).toMatchObject({
        ok: false,
        error: { code: '5012', field: 'name' },
      });
    }
    const created = await new CreateAnalyticsPage(deps).execute({ creatorId: CREATOR_ID, form: form() });
    const pageId = created.ok ? created.value.id : '';
    expect(await new UpdateAnalyticsPage(deps).execute({ creatorId: CREATOR_ID, pageId, form: form({ name: 'a b' }) })).toMatchObject({
      ok: false,
      error: { code: '5012' },
    });
  });

  it('refuses no figures and an unknown period at their fields', async () => {
    const deps = creatorPagesTestDeps();
    const create = new CreateAnalyticsPage(deps);
    expect(await create.execute({ creatorId: CREATOR_ID, form: form({ figures: [] }) })).toMatchObject({
      ok: false,
      error: { field: 'figures', message: 'Choose at least one figure to show.' },
    });
    expect(await create.execute({ creatorId: CREATOR_ID, form: form({ period: 'FOREVER' }) })).toMatchObject({
      ok: false,
      error: { field: 'period' },
    });
  });

  it("answers not found for another creator's page: it cannot be read, edited or deleted", async () => {
    const deps = creatorPagesTestDeps();
    const created = await new CreateAnalyticsPage(deps).execute({ creatorId: CREATOR_ID, form: form() });
    const pageId = created.ok ? created.value.id : '';
    const notFound = { ok: false, error: { code: 'ANALYTICS_PAGES.NOT_FOUND' } };
    expect(await new AnalyticsPageQueries(deps).own(OTHER_CREATOR_ID, pageId)).toMatchObject(notFound);
    expect(
      await new UpdateAnalyticsPage(deps).execute({ creatorId: OTHER_CREATOR_ID, pageId, form: form({ name: 'pwned' }) }),
    ).toMatchObject(notFound);
    expect(await new DeleteAnalyticsPage(deps).execute({ creatorId: OTHER_CREATOR_ID, pageId })).toMatchObject(notFound);
    expect(await new AnalyticsPageQueries(deps).own(CREATOR_ID, pageId)).toMatchObject({ ok: true, value: { name: 'sponsor-deck' } });
  });

  it('edits and deletes the own page; deleting makes room under the limit', async () => {
    const deps = creatorPagesTestDeps();
    const created = await new CreateAnalyticsPage(deps).execute({ creatorId: CREATOR_ID, form: form() });
    const pageId = created.ok ? created.value.id : '';
    expect(
      await new UpdateAnalyticsPage(deps).execute({
        creatorId: CREATOR_ID,
        pageId,
        form: form({ period: 'LAST_30_DAYS', figures: ['streams'] }),
      }),
    ).toMatchObject({ ok: true, value: { period: 'LAST_30_DAYS', figures: ['streams'] } });
    expect(await new DeleteAnalyticsPage(deps).execute({ creatorId: CREATOR_ID, pageId })).toEqual({ ok: true, value: { id: pageId } });
    expect(await new AnalyticsPageQueries(deps).mine(CREATOR_ID)).toEqual([]);
  });
});
