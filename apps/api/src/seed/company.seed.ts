import type { CompanyInvitation } from '@lurkit/core/accounts/domain/company-invitation.entity.ts';
import { invitationExpiry } from '@lurkit/core/accounts/domain/company-invitation.entity.ts';
import type { CompanyInvitationRepositoryPort } from '@lurkit/core/accounts/ports/company-invitation-repository.port.ts';
import type { CreatorInvitation } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import { emailInviteExpiry } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import type { CreatorInvitationRepositoryPort } from '@lurkit/core/invitations/ports/invitation-repository.port.ts';
import { acceptsApplications, type KeyCampaign } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import type { Note, NoteComment } from '@lurkit/core/notes/domain/note.entity.ts';
import type { NoteRepositoryPort } from '@lurkit/core/notes/ports/note-repository.port.ts';
import { hashSecret } from '@lurkit/core/shared/secret-token.ts';
import { addMs, DAY_MS, HOUR_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { DemoCodeItem } from './keys.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * Demo Studio's workspace: notes with comments on two creators and a game, and member invitations in
 * every state (pending, expired, rejected; an accepted one is a member already), and creator invitations
 * to a live Key campaign by email pending and expired, and one a creator rejected.
 */
export async function seedCompanyWorkspace(
  deps: { notes: NoteRepositoryPort; invitations: CompanyInvitationRepositoryPort; creatorInvitations: CreatorInvitationRepositoryPort },
  accounts: SeededAccounts,
  items: readonly DemoCodeItem[],
  keyCampaigns: readonly KeyCampaign[],
  random: SeededRandom,
  now: Date,
): Promise<void> {
  const [company] = accounts.companies;
  if (!company) return;
  const colleague = company.memberIds[0] ?? company.ownerId;
  const game = items.find((i) => i.companyId === company.id && i.type === 'game');
  const [demoCreator, second] = accounts.creators;
  const plans: { subject: Note['subject']; text: string; authorId: string; daysAgo: number; comments: [string, string][] }[] = [];
  if (demoCreator)
    plans.push({
      subject: { kind: 'CREATOR', id: demoCreator.id },
      text: 'Reliable: submitted content for every key so far. First pick for the next launch.',
      authorId: company.ownerId,
      daysAgo: 6,
      comments: [
        [colleague, 'Agreed, and their chat loved the co-op mode.'],
        [company.ownerId, 'Invited them to the spring campaign.'],
      ],
    });
  if (second)
    plans.push({
      subject: { kind: 'CREATOR', id: second.id },
      text: 'Mostly plays strategy games; ask before sending an action title.',
      authorId: colleague,
      daysAgo: 3,
      comments: [[company.ownerId, 'Good to know, thanks.']],
    });
  if (game)
    plans.push({
      subject: { kind: 'GAME', id: game.id },
      text: 'Keep 20 keys back for the launch-week streams.',
      authorId: company.ownerId,
      daysAgo: 1,
      comments: [],
    });
  for (const plan of plans) {
    const createdAt = addMs(now, -plan.daysAgo * DAY_MS);
    const note: Note = {
      id: random.uuid(),
      companyId: company.id,
      subject: plan.subject,
      authorId: plan.authorId,
      text: plan.text,
      createdAt,
      lastEditedAt: plan.daysAgo > 5 ? addMs(createdAt, 2 * HOUR_MS) : null,
    };
    await deps.notes.saveNote(note);
    for (const [index, [authorId, text]] of plan.comments.entries()) {
      const comment: NoteComment = {
        id: random.uuid(),
        noteId: note.id,
        authorId,
        text,
        createdAt: addMs(createdAt, (index + 1) * 3 * HOUR_MS),
        lastEditedAt: null,
      };
      await deps.notes.saveComment(comment);
    }
  }

  // The links of these invitations were never mailed: their secrets are random and thrown away.
  const invitation = async (email: string, createdAt: Date, rejectedAt: Date | null): Promise<CompanyInvitation> => ({
    id: random.uuid(),
    companyId: company.id,
    email,
    tokenHash: await hashSecret(random.uuid()),
    invitedByUserId: company.ownerId,
    createdAt,
    expiresAt: invitationExpiry(createdAt),
    acceptedAt: null,
    acceptedByUserId: null,
    rejectedAt,
    earlierLinks: [],
  });
  await deps.invitations.save(await invitation('producer@demostudio.example', addMs(now, -DAY_MS), null));
  await deps.invitations.save(await invitation('intern@demostudio.example', addMs(now, -20 * DAY_MS), null));
  await deps.invitations.save(await invitation('contractor@demostudio.example', addMs(now, -4 * DAY_MS), addMs(now, -3 * DAY_MS)));
  await seedCreatorInvitations(deps.creatorInvitations, accounts, keyCampaigns, random, now);
}

async function seedCreatorInvitations(
  invitations: CreatorInvitationRepositoryPort,
  accounts: SeededAccounts,
  keyCampaigns: readonly KeyCampaign[],
  random: SeededRandom,
  now: Date,
): Promise<void> {
  const [company] = accounts.companies;
  const campaign = keyCampaigns.find((c) => c.companyId === company?.id && !c.preLaunch && acceptsApplications(c, now));
  const rejecter = accounts.creators.at(-1);
  if (!company || !campaign || !rejecter) return;
  const taken = new Set((await invitations.listByActivation('KEY', campaign.id)).flatMap((i) => [i.creatorId, i.email]));
  const base = {
    companyId: company.id,
    activationType: 'KEY',
    activationId: campaign.id,
    invitedBy: company.ownerId,
    sentCount: 1,
  } as const;
  const byEmail = (email: string, invitedAt: Date): CreatorInvitation => ({
    ...base,
    id: random.uuid(),
    inviteType: 'EMAIL',
    email,
    creatorId: null,
    invitedAt,
    expiresAt: emailInviteExpiry(invitedAt),
    status: 'PENDING',
    respondedAt: null,
  });
  const planned: CreatorInvitation[] = [
    byEmail('newstreamer@example.com', addMs(now, -2 * DAY_MS)),
    byEmail('quietcaster@example.com', addMs(now, -30 * DAY_MS)),
    {
      ...base,
      id: random.uuid(),
      inviteType: 'USERID',
      email: null,
      creatorId: rejecter.id,
      invitedAt: addMs(now, -5 * DAY_MS),
      expiresAt: null,
      status: 'REJECTED',
      respondedAt: addMs(now, -4 * DAY_MS),
    },
  ];
  for (const invitation of planned)
    if (!taken.has(invitation.creatorId) && !taken.has(invitation.email)) await invitations.save(invitation);
}
