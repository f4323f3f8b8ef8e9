import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmKeyCampaignRepository } from '../keys/mikro-orm-key-campaign-repository.ts';
import { AccountsCreatorLookup, TableVipActivationDirectory } from './creator-lists-directories.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();

describe('AccountsCreatorLookup', () => {
  it('answers only the ids of Creator accounts', async () => {
    const em = db().orm.em.fork();
    const [creator, brand] = [uuid(), uuid()];
    await parentRows(em).user(creator);
    await parentRows(em).user(brand, 'Company');
    const found = await new AccountsCreatorLookup(em).existingCreatorIds([creator, brand, uuid(), 'not-a-uuid']);
    expect(found).toEqual([creator]);
  });
});

describe('TableVipActivationDirectory', () => {
  it("finds a Key campaign's company, and nothing under another activation type or for unknown ids", async () => {
    const em = db().orm.em.fork();
    const campaign = aKeyCampaign({ id: uuid(), companyId: uuid(), codeItemId: null });
    await parentRows(em).company(campaign.companyId);
    await new MikroOrmKeyCampaignRepository(em).save(campaign);
    const directory = new TableVipActivationDirectory(em);
    expect(await directory.findActivation('KEY', campaign.id)).toEqual({ companyId: campaign.companyId });
    expect(await directory.findActivation('CREATOR_PROGRAM', campaign.id)).toBeNull();
    expect(await directory.findActivation('QUEST', campaign.id)).toBeNull();
    expect(await directory.findActivation('KEY', uuid())).toBeNull();
  });
});
