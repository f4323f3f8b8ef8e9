import * as v from 'valibot';
import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { parseEmailList } from '../domain/email-list.ts';
import { emailInviteExpiry, invitesSameCreator, type CreatorInvitation } from '../domain/invitation.entity.ts';
import {
  ActivationClosedToInvitations,
  ActivationNotFound,
  CompanyNotVerified,
  InvalidInviteInput,
  TooManyInvites,
} from '../domain/invitations.errors.ts';
import { CREATOR_INVITES_PER_COMPANY, INVITATION_MAILS_PER_ADDRESS } from '../domain/invitation-limits.ts';
import { RateLimited, rateLimitKey, withinQuota } from '../../shared/rate-limits.ts';
import { inviteCreatorsSchema, MAX_INVITES_PER_BATCH } from '../domain/invite-creators.schema.ts';
import type { ActivationSummary } from '../ports/activation-directory.port.ts';
import { invitationEmail } from './invitation-email.ts';
import { toReport, type InviteReport, type InviteReportLine } from './invite-report.ts';
import type { InvitationsDeps } from './invitations-deps.ts';

export type InviteCreatorsError =
  InvalidInviteInput | ActivationNotFound | ActivationClosedToInvitations | TooManyInvites | CompanyNotVerified | RateLimited;

interface Target {
  line: number;
  target: string;
  email: string | null;
  creatorId: string | null;
}

/** Bulk invite by emails (one per line) or user ids; every line gets its own outcome. */
export class InviteCreators {
  private readonly deps: InvitationsDeps;

  constructor(deps: InvitationsDeps) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; invitedBy: string; invite: unknown }): Promise<Result<InviteReport, InviteCreatorsError>> {
    const parsed = v.safeParse(inviteCreatorsSchema, input.invite);
    if (!parsed.success) return err(new InvalidInviteInput(v.getDotPath(parsed.issues[0]) ?? 'invite', parsed.issues[0].message));
    const form = parsed.output;
    const activation = await this.deps.activations.findActivation(form.activationType, form.activationId);
    if (!activation || activation.companyId !== input.companyId) return err(new ActivationNotFound());
    if (!activation.acceptsInvitations) return err(new ActivationClosedToInvitations());
    if (!activation.companyVerified) return err(new CompanyNotVerified());

    const lines: InviteReportLine[] = [];
    const targets: Target[] = [];
    if (form.inviteType === 'EMAIL') {
      const list = parseEmailList(form.emails);
      for (const bad of list.invalid) lines.push({ line: bad.line, target: bad.value, outcome: 'INVALID_EMAIL' });
      for (const dup of list.duplicates) lines.push({ line: dup.line, target: dup.value, outcome: 'DUPLICATE_IN_LIST' });
      targets.push(...list.emails.map((e) => ({ line: e.line, target: e.value, email: e.value, creatorId: null })));
    } else {
      const seen = new Set<string>();
      for (const [index, id] of form.userIds.entries()) {
        if (seen.has(id)) lines.push({ line: index + 1, target: id, outcome: 'DUPLICATE_IN_LIST' });
        else targets.push({ line: index + 1, target: id, email: null, creatorId: id });
        seen.add(id);
      }
    }
    const field = form.inviteType === 'EMAIL' ? 'emails' : 'userIds';
    if (targets.length > MAX_INVITES_PER_BATCH) return err(new TooManyInvites(field, MAX_INVITES_PER_BATCH));

    // A batch that would pass the company's daily limit is refused whole, so no list is half sent.
    const { limits, clock } = this.deps;
    const now = clock.now();
    const companyKey = rateLimitKey(CREATOR_INVITES_PER_COMPANY, input.companyId);
    const sentToday = await limits.peek(companyKey, now);
    if (sentToday.hits + targets.length > CREATOR_INVITES_PER_COMPANY.limit) return err(new RateLimited(sentToday.resetsAt, now));

    const existing = await this.deps.invitations.listByActivation(form.activationType, form.activationId);
    for (const target of targets) lines.push(await this.#inviteOne(input, form, activation, existing, target));
    const invited = lines.filter((l) => l.outcome === 'INVITED').length;
    if (invited > 0) await limits.hit(companyKey, CREATOR_INVITES_PER_COMPANY.windowMs, now, invited);
    return ok(toReport(lines));
  }

  async #inviteOne(
    input: { companyId: string; invitedBy: string },
    form: { inviteType: 'EMAIL' | 'USERID'; activationType: CreatorInvitation['activationType']; activationId: string },
    activation: ActivationSummary,
    existing: CreatorInvitation[],
    target: Target,
  ): Promise<InviteReportLine> {
    const { invitations, creators, mailer, clock, appUrl } = this.deps;
    const report = { line: target.line, target: target.target };
    // Who the mail goes to: the address invited, or the address of the creator invited by user id.
    let mailTo = target.email;
    if (target.creatorId !== null) {
      const creator = await creators.findCreator(target.creatorId);
      if (!creator) return { ...report, outcome: 'CREATOR_NOT_FOUND' };
      mailTo = creator.email;
      // An earlier email invite to this creator's address is the same creator.
      if (existing.some((i) => invitesSameCreator(i, { email: creator.email.toLowerCase(), creatorId: creator.id })))
        return { ...report, outcome: 'ALREADY_INVITED' };
    } else {
      // The address may belong to a creator already invited by user id: the same creator either way.
      const holder = target.email === null ? null : await creators.findCreatorByEmail(target.email);
      if (existing.some((i) => invitesSameCreator(i, { email: target.email, creatorId: holder?.id ?? null })))
        return { ...report, outcome: 'ALREADY_INVITED' };
    }

    const now = clock.now();
    const invitation: CreatorInvitation = {
      id: newId(),
      companyId: input.companyId,
      activationType: form.activationType,
      activationId: form.activationId,
      inviteType: form.inviteType,
      email: target.email,
      creatorId: target.creatorId,
      invitedBy: input.invitedBy,
      invitedAt: now,
      expiresAt: form.inviteType === 'EMAIL' ? emailInviteExpiry(now) : null,
      status: 'PENDING',
      respondedAt: null,
      sentCount: 1,
    };
    await invitations.save(invitation);
    existing.push(invitation);
    // A creator invited by user id is told too (mail and bell), so the invitation does not sit unseen.
    if (mailTo && (await withinQuota(this.deps.limits, INVITATION_MAILS_PER_ADDRESS, mailTo, now))) {
      await mailer.send({ ...invitationEmail(invitation, activation.name, appUrl), to: mailTo });
    }
    return { ...report, outcome: 'INVITED', invitationId: invitation.id };
  }
}
