import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { aQuest, seededId } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { ViewQuestKit } from './quest-kit.ts';
import { RecordPayment } from './record-payment.ts';

/** A Quest whose kit is one Steam key and two PS5 keys with a .zip, and an accepted offer on it awaiting payment. */
async function setup() {
  const deps = questsTestDeps();
  const itemId = seededId();
  const quest = aQuest()
    .with({
      codeManagerItemIds: [itemId],
      kitKeys: [
        { platform: 'Steam', count: 1 },
        { platform: 'PS5', count: 2 },
      ],
      kitAssetUrl: 'https://cdn.example.com/press-kit.zip',
    })
    .build();
  const builder = aQuestRun({ quest }).acceptedBy('COMPANY');
  const run = builder.build();
  await seedQuests(deps, { quests: [quest], runs: [run] });
  deps.clock.set(builder.now);
  deps.kitCodes.stock(quest.companyId, itemId, 'Steam', ['STEAM-1', 'STEAM-2']);
  deps.kitCodes.stock(quest.companyId, itemId, 'PS5', ['PS-1', 'PS-2', 'PS-3']);
  deps.payments.add({ id: 'pay-1', status: 'succeeded', amount: centsOf(50_000) });
  const pay = () => new RecordPayment(deps).execute({ companyId: quest.companyId, runIds: [run.id], paymentId: 'pay-1' });
  const view = (actor: Parameters<ViewQuestKit['execute']>[0]['actor']) => new ViewQuestKit(deps).execute({ actor, runId: run.id });
  return { deps, quest, run, itemId, pay, view, creator: { party: 'CREATOR' as const, creatorId: run.creatorId } };
}

describe('The Quest creator kit', () => {
  it('is not handed over before the deal is paid', async () => {
    const { view, creator } = await setup();
    const kit = await view(creator);
    expect(!kit.ok && kit.error.code).toBe('QUESTS.KIT_NOT_READY');
  });

  it('gives the creator the kit keys from Code Manager and the asset link once the run enters content production', async () => {
    const { pay, view, creator } = await setup();
    expect((await pay()).ok).toBe(true);
    const kit = await view(creator);
    expect(kit.ok && kit.value).toEqual({
      assetUrl: 'https://cdn.example.com/press-kit.zip',
      keys: [
        { platform: 'Steam', code: 'STEAM-1' },
        { platform: 'PS5', code: 'PS-1' },
        { platform: 'PS5', code: 'PS-2' },
      ],
      pendingPlatforms: [],
    });
  });

  it('shows the company which keys went to the run’s creator, and nobody else anything', async () => {
    const { pay, view, quest } = await setup();
    await pay();
    const company = await view({ party: 'COMPANY', companyId: quest.companyId });
    expect(company.ok && company.value.keys.map((k) => k.code)).toEqual(['STEAM-1', 'PS-1', 'PS-2']);
    const otherCreator = await view({ party: 'CREATOR', creatorId: seededId() });
    expect(!otherCreator.ok && otherCreator.error.code).toBe('QUEST.NOT_PARTY');
    const otherCompany = await view({ party: 'COMPANY', companyId: seededId() });
    expect(!otherCompany.ok && otherCompany.error.code).toBe('QUEST.NOT_PARTY');
  });

  it('keeps a platform out of codes pending, taking none of it, and still starts production', async () => {
    const { deps, quest, run, view, creator } = await setup();
    const short = { ...quest, kitKeys: [...quest.kitKeys, { platform: 'Xbox', count: 1 }] };
    await deps.quests.save(short);
    const paid = await new RecordPayment(deps).execute({ companyId: quest.companyId, runIds: [run.id], paymentId: 'pay-1' });
    expect(paid.ok && paid.value[0]?.status).toBe('CONTENTPRODUCTION');
    const kit = await view(creator);
    expect(kit.ok && kit.value.pendingPlatforms).toEqual(['Xbox']);
    expect(kit.ok && kit.value.keys).toHaveLength(3);
  });

  it('hands the keys out once: a second payment of the same run takes no more', async () => {
    const { pay, view, creator } = await setup();
    await pay();
    expect((await pay()).ok).toBe(false);
    const kit = await view(creator);
    expect(kit.ok && kit.value.keys).toHaveLength(3);
  });
});
