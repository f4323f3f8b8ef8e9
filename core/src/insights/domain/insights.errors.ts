import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError, domainError } from '../../shared/domain-error.ts';
import { EXPORTS_PER_MONTH, YOUTUBE_EXPORT_MAX_DAYS } from './export-rules.ts';

export class InvalidAggregationPeriod extends domainError(
  'INSIGHTS.INVALID_AGGREGATION_PERIOD',
  'Choose a period of 1, 3, 7, 14, 30, 90 or 180 days.',
  'period',
) {}
export class InvalidExportPeriod extends domainError(
  'INSIGHTS.INVALID_EXPORT_PERIOD',
  'The export period must end after it starts.',
  'period',
) {}
export class YouTubeExportPeriodTooLong extends DomainError {
  readonly code = 'INSIGHTS.YOUTUBE_EXPORT_PERIOD_TOO_LONG';
  readonly message = `YouTube exports are limited to periods of up to ${YOUTUBE_EXPORT_MAX_DAYS} days.`;
  override readonly field = 'period';
}
export class ExportQuotaExhausted extends DomainError {
  readonly code = 'INSIGHTS.EXPORT_QUOTA_EXHAUSTED';
  readonly message: string;
  readonly resetsAt: Date;
  constructor(resetsAt: Date) {
    super();
    this.resetsAt = resetsAt;
    this.message = `You have used all ${EXPORTS_PER_MONTH} exports for this month. More are available from ${resetsAt.toISOString().slice(0, 10)}.`;
  }
}
/** Spec section 5: "Filter name required." */
export class FilterNameRequired extends domainError('INSIGHTS.FILTER_NAME_REQUIRED', 'Filter name is required.', 'name') {}
export class FilterNameTaken extends domainError('INSIGHTS.FILTER_NAME_TAKEN', 'You already have a saved filter with this name.', 'name') {}
/** A field of an insights filter breaks its rule: the shared field error, under this context's code. */
export class InvalidFilterField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'INSIGHTS.INVALID_FILTER_FIELD');
  }
}
export class InsightsCreatorNotFound extends domainError('INSIGHTS.CREATOR_NOT_FOUND', 'No creator with this id.', 'creatorId') {}
export class InsightsGameNotFound extends domainError('INSIGHTS.GAME_NOT_FOUND', 'No game with this id.', 'gameId') {}
export class InsightsPostNotFound extends domainError('INSIGHTS.POST_NOT_FOUND', 'No stream, video or short with this id.', 'postId') {}
export class SavedFilterNotFound extends domainError('INSIGHTS.FILTER_NOT_FOUND', 'No saved filter with this id.', 'filterId') {}
export class ShortlistEntryNotFound extends domainError(
  'INSIGHTS.SHORTLIST_ENTRY_NOT_FOUND',
  'This stream or video is not on your shortlist.',
  'postId',
) {}
