import { InvalidField } from '../../shared/invalid-field.ts';
import { domainError } from '../../shared/domain-error.ts';

/** Spec section 5: "Matchmaking: an activation and an objective must be selected." */
export class ActivationRequired extends domainError('MATCHMAKING.ACTIVATION_REQUIRED', 'Select an activation to continue.', 'activation') {}
export class ObjectiveRequired extends domainError('MATCHMAKING.OBJECTIVE_REQUIRED', 'Select an objective to continue.', 'objective') {}
/** A field of a matchmaking brief breaks its rule: the shared field error, under this context's code. */
export class InvalidBriefField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'MATCHMAKING.INVALID_BRIEF_FIELD');
  }
}
export class MatchmakingListNotFound extends domainError('MATCHMAKING.LIST_NOT_FOUND', 'This matchmaking list does not exist.') {}
/** Results are static once generated: a second generation is refused, never silently recomputed. */
export class ResultsAlreadyGenerated extends domainError(
  'MATCHMAKING.RESULTS_ALREADY_GENERATED',
  'The results of this matchmaking list were already generated and do not change.',
) {}
/** Rows can only be picked from generated results. */
export class ResultsNotGenerated extends domainError(
  'MATCHMAKING.RESULTS_NOT_GENERATED',
  'Generate the results before selecting creators.',
) {}
export class CreatorNotInResults extends domainError(
  'MATCHMAKING.CREATOR_NOT_IN_RESULTS',
  'Only creators in the results can be selected.',
  'creatorIds',
) {}
export class EmptySelection extends domainError('MATCHMAKING.EMPTY_SELECTION', 'Select at least one creator to invite.', 'creatorIds') {}
/** Loosening a filter the brief does not set would make the same list again. */
export class NothingToLoosen extends domainError('MATCHMAKING.NOTHING_TO_LOOSEN', 'This filter already leaves nobody out.', 'filter') {}
