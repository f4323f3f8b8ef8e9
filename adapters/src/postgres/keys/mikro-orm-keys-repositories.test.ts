import { describeKeyCampaignRepositoryContract } from '@lurkit/core/keys/ports/key-campaign-repository.contract.ts';
import { describeKeyParticipantRepositoryContract } from '@lurkit/core/keys/ports/key-participant-repository.contract.ts';
import { describeLurkcoinLedgerContract } from '@lurkit/core/keys/ports/lurkcoin-ledger.contract.ts';
import type { KeyCampaign } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import type { KeyParticipant } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { parentRows } from '../../testing/parent-rows.ts';
import { testSecrets } from '../../testing/test-secrets.ts';
import { MikroOrmKeyCampaignRepository } from './mikro-orm-key-campaign-repository.ts';
import { MikroOrmKeyParticipantRepository } from './mikro-orm-key-participant-repository.ts';
import { MikroOrmLurkcoinLedger } from './mikro-orm-lurkcoin-ledger.ts';

const db = useTestDatabase();

type Parents = ReturnType<typeof parentRows>;

/** Saves first create the company and creator rows the contract's made-up ids point at. */
class CampaignsWithParents extends MikroOrmKeyCampaignRepository {
  readonly #parents: Parents;
  constructor(em: EntityManager, parents: Parents) {
    super(em);
    this.#parents = parents;
  }
  override async save(campaign: KeyCampaign): Promise<void> {
    await this.#parents.company(campaign.companyId);
    await super.save(campaign);
  }
}

class ParticipantsWithParents extends MikroOrmKeyParticipantRepository {
  readonly #parents: Parents;
  readonly #campaigns: CampaignsWithParents;
  constructor(em: EntityManager, parents: Parents) {
    super(em, testSecrets);
    this.#parents = parents;
    this.#campaigns = new CampaignsWithParents(em, parents);
  }
  /** Parents are made one participant at a time, so two adds at once do not both make the campaign. */
  #parentsMade: Promise<void> = Promise.resolve();
  #parentsOf(participant: KeyParticipant): Promise<void> {
    this.#parentsMade = this.#parentsMade.then(async () => {
      if (!(await this.#campaigns.findById(participant.campaignId))) {
        await this.#campaigns.save(
          aKeyCampaign({ id: participant.campaignId, companyId: globalThis.crypto.randomUUID(), codeItemId: null }),
        );
      }
      await this.#parents.user(participant.creatorId);
    });
    return this.#parentsMade;
  }
  override async save(participant: KeyParticipant): Promise<void> {
    await this.#parentsOf(participant);
    await super.save(participant);
  }
  override async addIfAbsent(participant: KeyParticipant): Promise<{ participant: KeyParticipant; added: boolean }> {
    await this.#parentsOf(participant);
    return super.addIfAbsent(participant);
  }
}

describeKeyCampaignRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new CampaignsWithParents(em, parentRows(em)) };
});

describeKeyParticipantRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  return { repo: new ParticipantsWithParents(em, parents), campaigns: new CampaignsWithParents(em, parents) };
});

describeLurkcoinLedgerContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  const ledger = new MikroOrmLurkcoinLedger(em);
  return {
    ledger: {
      awardOnce: async (award) => {
        await parents.user(award.creatorId);
        return ledger.awardOnce(award);
      },
    },
    balanceOf: (creatorId) => ledger.balanceOf(creatorId),
  };
});
