import { DomainError } from '../../../shared/domain-error.ts';

/** Another company's page (or none at all): only that company's members may read or change its settings. */
export class NotThisCompanysMember extends DomainError {
  readonly code = 'COMPANY.NOT_MEMBER';
  readonly message = 'Only members of this company can edit its page.';
}
