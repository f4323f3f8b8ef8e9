import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { EXPORTS_PER_MONTH, YOUTUBE_EXPORT_MAX_DAYS } from './export-rules.ts';

export class InvalidAggregationPeriod extends DomainError {
  readonly code = 'INSIGHTS.INVALID_AGGREGATION_PERIOD';
  readonly message = 'Choose a period of 1, 3, 7, 14, 30, 90 or 180 days.';
  override readonly field = 'period';
}
export class InvalidExportPeriod extends DomainError {
  readonly code = 'INSIGHTS.INVALID_EXPORT_PERIOD';
  readonly message = 'The export period must end after it starts.';
  override readonly field = 'period';
}
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
export class FilterNameRequired extends DomainError {
  readonly code = 'INSIGHTS.FILTER_NAME_REQUIRED';
  readonly message = 'Filter name is required.';
  override readonly field = 'name';
}
export class FilterNameTaken extends DomainError {
  readonly code = 'INSIGHTS.FILTER_NAME_TAKEN';
  readonly message = 'You already have a saved filter with this name.';
  override readonly field = 'name';
}
/** A field of an insights filter breaks its rule: the shared field error, under this context's code. */
export class InvalidFilterField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'INSIGHTS.INVALID_FILTER_FIELD');
  }
}
export class InsightsCreatorNotFound extends DomainError {
  readonly code = 'INSIGHTS.CREATOR_NOT_FOUND';
  readonly message = 'No creator with this id.';
  override readonly field = 'creatorId';
}
export class InsightsGameNotFound extends DomainError {
  readonly code = 'INSIGHTS.GAME_NOT_FOUND';
  readonly message = 'No game with this id.';
  override readonly field = 'gameId';
}
export class InsightsPostNotFound extends DomainError {
  readonly code = 'INSIGHTS.POST_NOT_FOUND';
  readonly message = 'No stream, video or short with this id.';
  override readonly field = 'postId';
}
export class SavedFilterNotFound extends DomainError {
  readonly code = 'INSIGHTS.FILTER_NOT_FOUND';
  readonly message = 'No saved filter with this id.';
  override readonly field = 'filterId';
}
export class ShortlistEntryNotFound extends DomainError {
  readonly code = 'INSIGHTS.SHORTLIST_ENTRY_NOT_FOUND';
  readonly message = 'This stream or video is not on your shortlist.';
  override readonly field = 'postId';
}
