import { DomainError } from '../../shared/domain-error.ts';

export class StaffOnly extends DomainError {
  readonly code = 'STAFF.ONLY';
  readonly message = 'Only Lurkit staff can do this.';
}

export class CompanyNotFound extends DomainError {
  readonly code = 'COMPANY.NOT_FOUND';
  readonly message = 'The company does not exist.';
}
