import { domainError } from '../../shared/domain-error.ts';

export class StaffOnly extends domainError('STAFF.ONLY', 'Only Lurkit staff can do this.') {}

export class CompanyNotFound extends domainError('COMPANY.NOT_FOUND', 'The company does not exist.') {}
