import { domainError } from '../../shared/domain-error.ts';

/** Also the answer for another company's list, so ids leak nothing. */
export class CreatorListNotFound extends domainError('CREATOR_LISTS.NOT_FOUND', 'This creator list does not exist.') {}
export class CreatorListNameTaken extends domainError(
  'CREATOR_LISTS.NAME_TAKEN',
  'You already have a creator list with this name.',
  'name',
) {}
/** Inviting a list with nobody on it would send nothing: said plainly instead of an empty report. */
export class CreatorListEmpty extends domainError('CREATOR_LISTS.EMPTY', 'This creator list has no creators to invite yet.', 'listId') {}
/** Also the answer for another company's activation. */
export class VipActivationNotFound extends domainError(
  'VIP_ACCESS.ACTIVATION_NOT_FOUND',
  'There is nothing to grant VIP access to here.',
) {}
export class VipCreatorNotFound extends domainError('VIP_ACCESS.CREATOR_NOT_FOUND', 'No creator has this id.', 'creatorId') {}
