/**
 * An expected failure with a stable code. Codes are the spec's account catalogue where one exists
 * (`'1001'`), otherwise `CONTEXT.REASON`. No HTTP knowledge here: transports map codes in one table.
 */
export abstract class DomainError {
  abstract readonly code: string;
  abstract readonly message: string;
  /** The input field the error belongs to, so a form can show it beside that field. */
  readonly field?: string;
}
