import { defineEntity, p } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/**
 * A counted click on a creator's tracked link of a Key campaign or Quest (bots and prefetches are
 * filtered before the insert). The activation is named by kind and id: it lives in its own context's table.
 */
export const ActivationClickEntity = defineEntity({
  name: 'ActivationClick',
  tableName: 'activation_click',
  properties: {
    id: p.bigint().primary().autoincrement(),
    activationKind: p.string().length(16),
    activationId: p.uuid(),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('activation_click_creator_id_index'),
    clickedAt: p.datetime(),
  },
  indexes: [{ name: 'activation_click_count_index', properties: ['activationId', 'creator', 'clickedAt'] }],
});

/**
 * One day of one Lurkit link's traffic from a company's imported Steam UTM report. The key is
 * (company, game, day, campaign, content): a report imported again replaces its rows' figures.
 */
export const UtmReportRowEntity = defineEntity({
  name: 'UtmReportRow',
  tableName: 'utm_report_row',
  properties: {
    company: () => p.manyToOne(CompanyEntity).mapToPk().primary().deleteRule('cascade'),
    steamAppId: p.integer().primary(),
    day: p.string().columnType('date').primary(),
    utmCampaign: p.string().length(200).primary(),
    utmContent: p.string().length(200).primary(),
    visits: p.integer(),
    wishlists: p.integer(),
    purchases: p.integer(),
    activations: p.integer(),
    importedAt: p.datetime(),
  },
});

export const attributionEntities = [ActivationClickEntity, UtmReportRowEntity];
