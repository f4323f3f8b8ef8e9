import { DisplayNameTaken, EmailInUse, UsernameTaken } from '@lurkit/core/accounts/domain/accounts.errors.ts';
import { InvalidCompanyField } from '@lurkit/core/accounts/domain/company.errors.ts';
import { CodesAddedMeanwhile, ItemAlreadyExists, MoreCodesAlreadyRequested } from '@lurkit/core/codes/domain/codes.errors.ts';
import { CreatorListNameTaken } from '@lurkit/core/creator-lists/domain/creator-lists.errors.ts';
import { CreatorPageNameTaken } from '@lurkit/core/creator-pages/domain/creator-pages.errors.ts';
import { ChannelAlreadyConnected } from '@lurkit/core/connections/domain/connections.errors.ts';
import { CheckoutOpening } from '@lurkit/core/quests/domain/quests.errors.ts';
import { AlreadyParticipating } from '@lurkit/core/keys/domain/keys.errors.ts';
import { FilterNameTaken } from '@lurkit/core/insights/domain/insights.errors.ts';
import type { DomainError } from '@lurkit/core/shared/domain-error.ts';
import { DomainTaken } from '@lurkit/core/programs/domain/programs.errors.ts';

/**
 * The one place where domain error codes meet HTTP. GraphQL answers 200 with the code in
 * `extensions.code`; the REST auth endpoints use the status below.
 */
const HTTP_STATUS_BY_CODE: Record<string, number> = {
  '1201': 401,
  '1202': 401,
  '1203': 403,
  '1204': 403,
  '1206': 429,
  '1207': 403,
  '1403': 429,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_TOKEN_INVALID: 403,
  // Not a fault of the server (monitoring counts 5xx): that sign-in route does not exist here.
  PROVIDER_NOT_CONFIGURED: 404,
  PROVIDER_UNKNOWN: 404,
  BAD_REQUEST: 400,
  INTERNAL_SERVER_ERROR: 500,
};

export const httpStatusFor = (code: string): number => HTTP_STATUS_BY_CODE[code] ?? 400;

export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * Unique indexes that decide a race two requests can both pass the use case's own check for (two
 * sign-ups with one username): the loser's insert fails on the index, and answers the same code the
 * check would have given.
 */
const DOMAIN_ERROR_BY_CONSTRAINT: Record<string, () => DomainError> = {
  user_account_username_lower_unique: () => new UsernameTaken(),
  user_account_email_lower_unique: () => new EmailInUse(),
  user_account_display_name_lower_unique: () => new DisplayNameTaken(),
  // Sent again, the same sign-up gives a plain User, as the spec says for an existing company name.
  company_name_lower_unique: () =>
    new InvalidCompanyField(
      'companyName',
      'A company with this name was registered a moment ago. Send the form again to sign up without it.',
    ),
  code_item_same_item_unique: () => new ItemAlreadyExists(),
  code_item_value_unique: () => new CodesAddedMeanwhile(),
  code_request_open_unique: () => new MoreCodesAlreadyRequested(),
  // A double click on "Request a key": the second request finds the first.
  key_participant_campaign_creator_unique: () => new AlreadyParticipating(),
  // Two members creating the same list name at once.
  creator_list_company_name_unique: () => new CreatorListNameTaken(),
  // Two creators taking one page name at once.
  creator_page_slug_unique: () => new CreatorPageNameTaken(),
  // Two people connecting one channel at once (spec 8, channel already exists).
  user_connection_provider_account_unique: () => new ChannelAlreadyConnected(),
  // Two "Pay" presses at once: one open checkout per company.
  quest_payment_open_unique: () => new CheckoutOpening(),
  // Two members saving one insights filter name at once.
  saved_insights_filter_company_name_unique: () => new FilterNameTaken(),
  // Two companies claiming one custom domain at once.
  company_custom_domain_domain_unique: () => new DomainTaken(),
};

/** The domain error a unique-index violation stands for, or null for any other fault. */
export function domainErrorForConstraint(error: unknown): DomainError | null {
  if (!(error instanceof Error)) return null;
  const constraint: unknown = Reflect.get(error, 'constraint');
  if (typeof constraint !== 'string') return null;
  return DOMAIN_ERROR_BY_CONSTRAINT[constraint]?.() ?? null;
}
