import { domainError } from '../../shared/domain-error.ts';

export class PublicCompanyNotFound extends domainError('EXPLORE.COMPANY_NOT_FOUND', 'There is no such company.') {}

/** No published Key campaign that is not over answers to the id: a draft, an ended one or none. */
export class PublicKeyCampaignNotFound extends domainError(
  'EXPLORE.KEY_CAMPAIGN_NOT_FOUND',
  'There is no such Key campaign, or it has ended.',
) {}
