import { DomainError } from '../../shared/domain-error.ts';

export class PublicCompanyNotFound extends DomainError {
  readonly code = 'EXPLORE.COMPANY_NOT_FOUND';
  readonly message = 'There is no such company.';
}
