import { domainError } from '../../shared/domain-error.ts';

/** Also the answer for another company's token, so ids leak nothing across companies. */
export class ApiTokenNotFound extends domainError('API_TOKENS.NOT_FOUND', 'This API token does not exist.') {}
/** Tokens act for the whole company: only its owners create, list and revoke them. */
export class NotTokenOwner extends domainError('API_TOKENS.OWNER_ONLY', 'Only company owners manage API tokens.') {}
export class TooManyTokens extends domainError(
  'API_TOKENS.TOO_MANY',
  'Revoke a token before creating another: a company keeps at most 20.',
  'name',
) {}
/** Unknown, revoked, or its creator is no longer an owner of the company: every case reads the same. */
export class ApiTokenInvalid extends domainError('API_TOKENS.INVALID', 'The API token is not valid.') {}
export class ScopeMissing extends domainError('API_TOKENS.SCOPE_MISSING', "The API token's scopes do not allow this operation.") {}
