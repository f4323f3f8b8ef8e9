import { domainError } from '../../shared/domain-error.ts';

export class ReportedUserNotFound extends domainError('REPORTS.USER_NOT_FOUND', 'Choose who you are reporting.', 'reportedUserIds') {}
export class CannotReportYourself extends domainError('REPORTS.CANNOT_REPORT_YOURSELF', 'You cannot report yourself.', 'reportedUserIds') {}
export class AlreadyReported extends domainError(
  'REPORTS.ALREADY_REPORTED',
  'You reported this user already; our staff are looking into it.',
) {}
export class ReportNotFound extends domainError('REPORTS.NOT_FOUND', 'This report does not exist.') {}
export class ReportAlreadyReviewed extends domainError('REPORTS.ALREADY_REVIEWED', 'This report was reviewed already.') {}
