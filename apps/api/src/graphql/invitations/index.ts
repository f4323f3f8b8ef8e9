/** The invitations context's door: what other contexts of this layer may import from it. */
export { ActivationTypeEnum, InviteReportRef, SentInvitationRef } from './creator-invitations.ts';
