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
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_TOKEN_INVALID: 403,
  PROVIDER_NOT_CONFIGURED: 501,
  PROVIDER_UNKNOWN: 404,
  BAD_REQUEST: 400,
  INTERNAL_SERVER_ERROR: 500,
};

export const httpStatusFor = (code: string): number => HTTP_STATUS_BY_CODE[code] ?? 400;

export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
