export type InviteOutcome = 'INVITED' | 'INVALID_EMAIL' | 'DUPLICATE_IN_LIST' | 'ALREADY_INVITED' | 'CREATOR_NOT_FOUND';

/** One line of a bulk invite: the email line or the position of the user id, and what happened. */
export interface InviteReportLine {
  readonly line: number;
  readonly target: string;
  readonly outcome: InviteOutcome;
  readonly invitationId?: string;
}

export interface InviteReport {
  readonly lines: readonly InviteReportLine[];
  readonly invited: number;
}

export const toReport = (lines: InviteReportLine[]): InviteReport => ({
  lines: [...lines].sort((a, b) => a.line - b.line),
  invited: lines.filter((l) => l.outcome === 'INVITED').length,
});
