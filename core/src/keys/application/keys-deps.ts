import type { ClockPort } from '../../shared/clock.port.ts';
import type { CompanyEventsPort } from '../../shared/company-events.port.ts';
import type { MailerPort } from '../../shared/mailer.port.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import { KeyCampaignNotFound } from '../domain/keys.errors.ts';
import type { CompanyCreatorListsPort } from '../ports/company-creator-lists.port.ts';
import type { CreatorDirectoryPort } from '../ports/creator-directory.port.ts';
import type { CreatorEligibilityPort } from '../ports/creator-eligibility.port.ts';
import type { KeyCampaignRepositoryPort } from '../ports/key-campaign-repository.port.ts';
import type { KeyCodesPort } from '../ports/key-codes.port.ts';
import type { KeyParticipantRepositoryPort } from '../ports/key-participant-repository.port.ts';
import type { KeyTimersPort } from '../ports/key-timers.port.ts';
import type { LurkcoinLedgerPort } from '../ports/lurkcoin-ledger.port.ts';

export interface KeysDeps {
  campaigns: KeyCampaignRepositoryPort;
  participants: KeyParticipantRepositoryPort;
  keyCodes: KeyCodesPort;
  ledger: LurkcoinLedgerPort;
  creators: CreatorDirectoryPort;
  eligibility: CreatorEligibilityPort;
  creatorLists: CompanyCreatorListsPort;
  timers: KeyTimersPort;
  mailer: MailerPort;
  clock: ClockPort;
  /** Requests, claims and content, written to the webhooks outbox in the change's transaction. */
  events: CompanyEventsPort;
}

/** A campaign of another company answers "not found", so ids of other companies leak nothing. */
export async function loadCampaign(
  deps: Pick<KeysDeps, 'campaigns'>,
  campaignId: string,
  companyId?: string,
): Promise<Result<KeyCampaign, KeyCampaignNotFound>> {
  const campaign = await deps.campaigns.findById(campaignId);
  if (!campaign || (companyId !== undefined && campaign.companyId !== companyId)) return err(new KeyCampaignNotFound());
  return ok(campaign);
}

/** A creator sees a campaign once it has been live; drafts and held ones stay with the company. */
export async function loadCampaignForCreator(
  deps: Pick<KeysDeps, 'campaigns'>,
  campaignId: string,
): Promise<Result<KeyCampaign, KeyCampaignNotFound>> {
  const campaign = await deps.campaigns.findById(campaignId);
  return campaign && campaign.firstWentLiveAt !== null ? ok(campaign) : err(new KeyCampaignNotFound());
}
