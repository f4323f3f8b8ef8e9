import { DomainError } from '../../shared/domain-error.ts';

export class ReportedUserNotFound extends DomainError {
  readonly code = 'REPORTS.USER_NOT_FOUND';
  readonly message = 'Choose who you are reporting.';
  override readonly field = 'reportedUserIds';
}
export class CannotReportYourself extends DomainError {
  readonly code = 'REPORTS.CANNOT_REPORT_YOURSELF';
  readonly message = 'You cannot report yourself.';
  override readonly field = 'reportedUserIds';
}
export class AlreadyReported extends DomainError {
  readonly code = 'REPORTS.ALREADY_REPORTED';
  readonly message = 'You reported this user already; our staff are looking into it.';
}
export class ReportNotFound extends DomainError {
  readonly code = 'REPORTS.NOT_FOUND';
  readonly message = 'This report does not exist.';
}
export class ReportAlreadyReviewed extends DomainError {
  readonly code = 'REPORTS.ALREADY_REVIEWED';
  readonly message = 'This report was reviewed already.';
}
