import type { EmailMessage, MailCategory } from '../../shared/mailer.port.ts';
import { ACCOUNT_TOKEN_TTL_MS } from '../domain/account-token.entity.ts';
import { COMPANY_INVITATION_TTL_DAYS } from '../domain/company-invitation.entity.ts';
import { HOUR_MS } from '../../shared/time.ts';

/** The account mails. Names come from users, so they are escaped before they go into HTML. */
const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const link = (appUrl: string, path: string, token: string): string => `${appUrl}${path}?token=${encodeURIComponent(token)}`;

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
  category: MailCategory;
}

function compose({ to, subject, greeting, lines, action, url, footer, category }: Letter): EmailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', footer].join('\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html =
    `<p>${escapeHtml(greeting)}</p>${paragraphs}` +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
    `<p style="color:#666">${escapeHtml(footer)}</p>`;
  return { to, subject, text, html, category };
}

export interface AccountLetterInput {
  appUrl: string;
  to: string;
  username: string;
  token: string;
}

const verifyHours = ACCOUNT_TOKEN_TTL_MS['verify-email'] / HOUR_MS;
const resetHours = ACCOUNT_TOKEN_TTL_MS['reset-password'] / HOUR_MS;

/** `sign-up` for the first one, sent as the account is made; `verification` when asked for again. */
export const verificationEmail = (
  { appUrl, to, username, token }: AccountLetterInput,
  category: 'sign-up' | 'verification' = 'verification',
): EmailMessage =>
  compose({
    category,
    to,
    subject: 'Verify your email address for Lurkit',
    greeting: `Hi ${username},`,
    lines: [`Please confirm that ${to} is your email address. The link works for ${verifyHours} hours.`],
    action: 'Verify email address',
    url: link(appUrl, '/verify-email', token),
    footer: 'If you did not create a Lurkit account, you can ignore this email.',
  });

export const passwordResetEmail = ({ appUrl, to, username, token }: AccountLetterInput): EmailMessage =>
  compose({
    category: 'password-reset',
    to,
    subject: 'Reset your Lurkit password',
    greeting: `Hi ${username},`,
    lines: [`Someone asked to reset the password of your Lurkit account. The link works for ${resetHours} hour(s).`],
    action: 'Choose a new password',
    url: link(appUrl, '/new-password', token),
    footer: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  });

export interface InvitationLetterInput {
  appUrl: string;
  to: string;
  companyName: string;
  inviterName: string;
  token: string;
}

export const companyInvitationEmail = ({ appUrl, to, companyName, inviterName, token }: InvitationLetterInput): EmailMessage =>
  compose({
    category: 'invitation',
    to,
    // Only our own words in the subject: names written by the sender would make the mail a spam carrier.
    subject: 'You are invited to join a company on Lurkit',
    greeting: 'Hi,',
    lines: [
      `${inviterName} invited you to join ${companyName} on Lurkit.`,
      `Sign in or create an account, then open the link. It works for ${COMPANY_INVITATION_TTL_DAYS} days.`,
    ],
    action: `Join ${companyName}`,
    url: link(appUrl, '/company/join', token),
    footer: 'If you did not expect this invitation, you can ignore this email.',
  });
