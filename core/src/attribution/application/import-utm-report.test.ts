import { describe, expect, it } from 'vitest';
import { attributionTestDeps } from '../testing/attribution-test-deps.ts';
import { GetSteamGameAttribution } from './get-steam-game-attribution.ts';
import { ImportUtmReport } from './import-utm-report.ts';

const [ACME, GLOBEX, ADA] = ['acme', 'globex', 'ada'];
const HEADER = 'Date,UTM Source,UTM Medium,UTM Campaign,UTM Content,UTM Term,Visits,Wishlists,Purchases,Activations';
const REPORT = [
  HEADER,
  '2026-11-01,lurkit,creator,camp-1,ada,,120,14,3,0',
  '2026-11-02,lurkit,creator,camp-1,ada,,80,6,1,0',
  '2026-11-02,reddit,,x,,,5,1,0,0',
].join('\n');

function arranged() {
  const t = attributionTestDeps();
  t.world.creators.set(ADA, 'Ada');
  t.world.addActivation({
    kind: 'KEY',
    id: 'camp-1',
    companyId: ACME,
    name: 'Keys',
    steamAppId: 1145360,
    gameName: 'Hades',
    creatorsIn: [ADA],
  });
  t.world.addActivation({ kind: 'KEY', id: 'camp-9', companyId: GLOBEX, name: 'Theirs', steamAppId: 730, gameName: 'CS', creatorsIn: [] });
  return t;
}

describe('ImportUtmReport', () => {
  it('imports Lurkit’s rows of the company’s game, and attributes them to the activation and creator', async () => {
    const t = arranged();
    const imported = await new ImportUtmReport(t.deps).execute({ companyId: ACME, appId: 1145360, text: REPORT });
    expect(imported).toEqual({ ok: true, value: { appId: 1145360, rowsRead: 3, rowsImported: 2, inserted: 2, updated: 0 } });
    const attribution = await new GetSteamGameAttribution(t.deps).execute({ companyId: ACME, appId: 1145360 });
    expect(attribution.ok && attribution.value.rows).toEqual([
      expect.objectContaining({ activationName: 'Keys', creatorName: 'Ada', visits: 200, wishlists: 20, purchases: 4 }),
    ]);
  });

  it('importing the same report again changes no figure', async () => {
    const t = arranged();
    const importer = new ImportUtmReport(t.deps);
    await importer.execute({ companyId: ACME, appId: 1145360, text: REPORT });
    const again = await importer.execute({ companyId: ACME, appId: 1145360, text: REPORT });
    expect(again.ok && again.value).toMatchObject({ inserted: 0, updated: 2 });
    const attribution = await new GetSteamGameAttribution(t.deps).execute({ companyId: ACME, appId: 1145360 });
    expect(attribution.ok && attribution.value.rows[0]?.wishlists).toBe(20);
  });

  it('refuses a bad report whole: nothing of it is imported', async () => {
    const t = arranged();
    const bad = `${REPORT}\n2026-11-03,lurkit,creator,camp-1,ada,,lots,1,0,0`;
    const refused = await new ImportUtmReport(t.deps).execute({ companyId: ACME, appId: 1145360, text: bad });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'ATTRIBUTION.REPORT_REFUSED',
      field: 'file',
      problemCount: 1,
      problems: [{ line: 5, column: 'Visits', code: 'ATTRIBUTION.INVALID_COUNT' }],
    });
    expect(t.reports.rows.size).toBe(0);
  });

  it('refuses another company’s game, or a game none of the company’s activations names', async () => {
    const t = arranged();
    for (const appId of [730, 42]) {
      const refused = await new ImportUtmReport(t.deps).execute({ companyId: ACME, appId, text: REPORT });
      expect(!refused.ok && refused.error.code).toBe('ATTRIBUTION.GAME_NOT_FOUND');
      const read = await new GetSteamGameAttribution(t.deps).execute({ companyId: ACME, appId });
      expect(!read.ok && read.error.code).toBe('ATTRIBUTION.GAME_NOT_FOUND');
    }
    expect(t.reports.rows.size).toBe(0);
  });
});
