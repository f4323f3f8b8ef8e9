import { DomainError } from '../../shared/domain-error.ts';

/** Also the answer for another company's list, so ids leak nothing. */
export class CreatorListNotFound extends DomainError {
  readonly code = 'CREATOR_LISTS.NOT_FOUND';
  readonly message = 'This creator list does not exist.';
}
export class CreatorListNameTaken extends DomainError {
  readonly code = 'CREATOR_LISTS.NAME_TAKEN';
  override readonly field = 'name';
  readonly message = 'You already have a creator list with this name.';
}
/** Inviting a list with nobody on it would send nothing: said plainly instead of an empty report. */
export class CreatorListEmpty extends DomainError {
  readonly code = 'CREATOR_LISTS.EMPTY';
  override readonly field = 'listId';
  readonly message = 'This creator list has no creators to invite yet.';
}
/** Also the answer for another company's activation. */
export class VipActivationNotFound extends DomainError {
  readonly code = 'VIP_ACCESS.ACTIVATION_NOT_FOUND';
  readonly message = 'There is nothing to grant VIP access to here.';
}
export class VipCreatorNotFound extends DomainError {
  readonly code = 'VIP_ACCESS.CREATOR_NOT_FOUND';
  override readonly field = 'creatorId';
  readonly message = 'No creator has this id.';
}
