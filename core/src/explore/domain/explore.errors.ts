import { DomainError } from '../../shared/domain-error.ts';

export class PublicCompanyNotFound extends DomainError {
  readonly code = 'EXPLORE.COMPANY_NOT_FOUND';
  readonly message = 'There is no such company.';
}

/** No published Key campaign that is not over answers to the id: a draft, an ended one or none. */
export class PublicKeyCampaignNotFound extends DomainError {
  readonly code = 'EXPLORE.KEY_CAMPAIGN_NOT_FOUND';
  readonly message = 'There is no such Key campaign, or it has ended.';
}
