import { domainError } from '../../../shared/domain-error.ts';

/** Another company's page (or none at all): only that company's members may read or change its settings. */
export class NotThisCompanysMember extends domainError('COMPANY.NOT_MEMBER', 'Only members of this company can edit its page.') {}
