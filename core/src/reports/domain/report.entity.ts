/** Why a user is reported (spec 3 "Report": reason, optional note, creators reported). */
export const REPORT_REASONS = ['spam', 'harassment', 'fraud', 'inappropriateContent', 'impersonation', 'fakeAudience', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open until staff decide: actioned (they acted on it) or dismissed (nothing to act on). */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportDecision = Exclude<ReportStatus, 'open'>;

export interface Report {
  readonly id: string;
  readonly reporterId: string;
  /** The users reported in one go (a company may report several creators at once). */
  readonly reportedUserIds: readonly string[];
  readonly reason: ReportReason;
  readonly note: string | null;
  readonly status: ReportStatus;
  readonly createdAt: Date;
  readonly reviewedBy: string | null;
  readonly reviewedAt: Date | null;
}
