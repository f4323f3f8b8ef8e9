/**
 * The first GraphQL error of a response, typed. `code` is the server's `extensions.code` (the spec's
 * account codes such as "1001", or `CONTEXT.REASON`); `field` names the form field it belongs to.
 */
export class GqlError extends Error {
  readonly code: string;
  readonly field: string | undefined;

  constructor(code: string, message: string, field?: string) {
    super(message);
    this.name = 'GqlError';
    this.code = code;
    this.field = field;
  }
}
