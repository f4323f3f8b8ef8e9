import type { EmailMessage } from '../../shared/mailer.port.ts';
import type { ActivationType, CreatorInvitation } from '../domain/invitation.entity.ts';

const LABELS: Readonly<Record<ActivationType, string>> = {
  CREATOR_PROGRAM: 'Creator Program',
  KEY: 'Key campaign',
  MISSION: 'Mission',
  QUEST: 'Quest',
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The link opens the invitation; the creator signs in with the invited address to answer it. */
export function invitationEmail(invitation: CreatorInvitation, activationName: string, appUrl: string): EmailMessage {
  const link = `${appUrl}/invitations/${encodeURIComponent(invitation.id)}`;
  const what = `${LABELS[invitation.activationType]} "${activationName}"`;
  const until = invitation.expiresAt ? ` The invitation is valid until ${invitation.expiresAt.toISOString().slice(0, 10)}.` : '';
  return {
    to: invitation.email ?? '',
    // Only our own words in the subject: a company-written name there would make the mail a spam carrier.
    subject: `You are invited to a ${LABELS[invitation.activationType]} on Lurkit`,
    category: 'invitation',
    // The company sends it: its flood of invitations waits behind other companies' mail.
    sender: invitation.companyId,
    notification: { kind: 'invitations', path: `/invitations/${encodeURIComponent(invitation.id)}` },
    text: `You are invited to the ${what}.${until}\n\nOpen the invitation: ${link}\n`,
    html: `<p>You are invited to the ${escapeHtml(what)}.${escapeHtml(until)}</p><p><a href="${escapeHtml(link)}">Open the invitation</a></p>`,
  };
}
