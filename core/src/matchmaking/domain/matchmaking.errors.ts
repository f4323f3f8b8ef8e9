import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError } from '../../shared/domain-error.ts';

/** Spec section 5: "Matchmaking: an activation and an objective must be selected." */
export class ActivationRequired extends DomainError {
  readonly code = 'MATCHMAKING.ACTIVATION_REQUIRED';
  readonly message = 'Select an activation to continue.';
  override readonly field = 'activation';
}
export class ObjectiveRequired extends DomainError {
  readonly code = 'MATCHMAKING.OBJECTIVE_REQUIRED';
  readonly message = 'Select an objective to continue.';
  override readonly field = 'objective';
}
/** A field of a matchmaking brief breaks its rule: the shared field error, under this context's code. */
export class InvalidBriefField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'MATCHMAKING.INVALID_BRIEF_FIELD');
  }
}
export class MatchmakingListNotFound extends DomainError {
  readonly code = 'MATCHMAKING.LIST_NOT_FOUND';
  readonly message = 'This matchmaking list does not exist.';
}
/** Results are static once generated: a second generation is refused, never silently recomputed. */
export class ResultsAlreadyGenerated extends DomainError {
  readonly code = 'MATCHMAKING.RESULTS_ALREADY_GENERATED';
  readonly message = 'The results of this matchmaking list were already generated and do not change.';
}
/** Rows can only be picked from generated results. */
export class ResultsNotGenerated extends DomainError {
  readonly code = 'MATCHMAKING.RESULTS_NOT_GENERATED';
  readonly message = 'Generate the results before selecting creators.';
}
export class CreatorNotInResults extends DomainError {
  readonly code = 'MATCHMAKING.CREATOR_NOT_IN_RESULTS';
  readonly message = 'Only creators in the results can be selected.';
  override readonly field = 'creatorIds';
}
export class EmptySelection extends DomainError {
  readonly code = 'MATCHMAKING.EMPTY_SELECTION';
  readonly message = 'Select at least one creator to invite.';
  override readonly field = 'creatorIds';
}
/** Loosening a filter the brief does not set would make the same list again. */
export class NothingToLoosen extends DomainError {
  readonly code = 'MATCHMAKING.NOTHING_TO_LOOSEN';
  readonly message = 'This filter already leaves nobody out.';
  override readonly field = 'filter';
}
