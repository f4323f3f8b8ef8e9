/** The invitations context's answer for programs: did the creator accept the company's invitation? */
export interface ProgramInvitationsPort {
  acceptedInvitation(programId: string, creatorId: string): Promise<boolean>;
}
