import { DomainError } from '../../shared/domain-error.ts';

/** A requirements form value that does not fit; field is the dotted path, e.g. 'audience.twitchFollowers'. */
export class InvalidRequirement extends DomainError {
  readonly code = 'REQUIREMENTS.INVALID_FIELD';
  override readonly field: string;
  readonly message: string;
  constructor(field: string, message: string) {
    super();
    this.field = field;
    this.message = message;
  }
}
