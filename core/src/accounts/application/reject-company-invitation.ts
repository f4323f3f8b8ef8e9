import { err, ok, type Result } from '../../shared/result.ts';
import { hashSecret } from '../../shared/secret-token.ts';
import { companyInvitationMachine, invitationState, linkStatus } from '../domain/company-invitation.entity.ts';
import { InvitationLinkInvalid } from '../domain/company.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';

type Deps = Pick<AccountsDeps, 'companies' | 'invitations' | 'clock'>;

/**
 * The invited person declines from the mailed link. The link is the proof, as for joining, so no
 * account is needed: someone who does not want to join should not have to sign up to say so.
 */
export class RejectCompanyInvitation {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { token: string }): Promise<Result<{ companyName: string }, InvitationLinkInvalid>> {
    const { companies, invitations, clock } = this.deps;
    const now = clock.now();
    const tokenHash = input.token ? await hashSecret(input.token) : null;
    const invitation = tokenHash ? await invitations.findByTokenHash(tokenHash) : null;
    if (!invitation || !tokenHash || linkStatus(invitation, tokenHash, now) !== 'pending') return err(new InvitationLinkInvalid());
    if (!companyInvitationMachine.transition(invitationState(invitation), 'reject').ok) return err(new InvitationLinkInvalid());
    const company = await companies.findById(invitation.companyId);
    if (!company) return err(new InvitationLinkInvalid());
    await invitations.save({ ...invitation, rejectedAt: now });
    return ok({ companyName: company.name });
  }
}
