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

/**
 * Declares an error with a fixed code and message, and the form field it belongs to if any:
 * `export class MissionNotFound extends domainError('MISSION.NOT_FOUND', 'The mission does not exist.') {}`.
 * Each error stays a class of its own, so `instanceof` still tells them apart, and the code keeps its
 * literal type, so two errors never look alike to the type checker.
 */
export function domainError<const Code extends string>(code: Code, message: string, field?: string) {
  return class extends DomainError {
    readonly code = code;
    readonly message = message;
    override readonly field = field;
  };
}

/** The same for an error whose message each use words (the rule it breaks), under a fixed code and field. */
export function domainErrorWithMessage<const Code extends string>(code: Code, field?: string) {
  return class extends DomainError {
    readonly code = code;
    override readonly field = field;
    readonly message: string;
    constructor(message: string) {
      super();
      this.message = message;
    }
  };
}
