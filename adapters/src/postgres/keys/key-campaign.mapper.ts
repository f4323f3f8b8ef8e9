import { KEY_CAMPAIGN_VISIBILITIES } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import type { KeyCampaign, KeyCampaignCategory } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { PUBLISH_STATES } from '@lurkit/core/shared/campaign-status.ts';
import { knownValue } from '../shared/known-value.ts';
import type { KeyCampaignRow } from './key-campaign.entity.ts';

const CATEGORIES: readonly KeyCampaignCategory[] = ['game', 'dlc', 'demo', 'inGameItem', 'other'];
const lowered = (values: readonly string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()))];

export const keyCampaignToRow = ({ companyId, ...c }: KeyCampaign): KeyCampaignRow => ({
  ...c,
  company: companyId,
  tags: [...c.tags],
  game: structuredClone(c.game) as KeyCampaign['game'],
  genreKeys: lowered(c.game.genres),
  requirements: structuredClone(c.requirements),
  keys: c.keys.map((k) => ({ ...k })),
  platformKeys: lowered(c.keys.map((k) => k.platform)),
  // Publishing's to set; the repository never writes it back (its save leaves the column out).
  archivedAt: null,
});

export const keyCampaignFromRow = (row: KeyCampaignRow): KeyCampaign => ({
  id: row.id,
  companyId: row.company,
  name: row.name,
  startDate: row.startDate ?? null,
  endDate: row.endDate ?? null,
  plannedRelease: row.plannedRelease ?? null,
  tags: row.tags,
  game: row.game,
  requirements: row.requirements,
  visibility: knownValue(KEY_CAMPAIGN_VISIBILITIES, row.visibility, 'visibility'),
  codeItemId: row.codeItemId ?? null,
  category: row.category ? knownValue(CATEGORIES, row.category, 'category') : null,
  keys: row.keys,
  specialInstructions: row.specialInstructions ?? null,
  embargo: row.embargo ?? null,
  preLaunch: row.preLaunch,
  convertedAt: row.convertedAt ?? null,
  publishState: knownValue(PUBLISH_STATES, row.publishState, 'publishState'),
  firstWentLiveAt: row.firstWentLiveAt ?? null,
  publishedAt: row.publishedAt ?? null,
  unpublishedAt: row.unpublishedAt ?? null,
  reviewNote: row.reviewNote ?? null,
  requestCount: row.requestCount,
  requestResponseDays: row.requestResponseDays ?? null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
