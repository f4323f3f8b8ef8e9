import type { ActivationType } from '../domain/invitation.entity.ts';

export interface ActivationSummary {
  readonly companyId: string;
  readonly name: string;
  /** Shown to the invited creator beside the activation's name. */
  readonly companyName: string;
  /** False e.g. for a pre-launch Key campaign not yet converted. */
  readonly acceptsInvitations: boolean;
  /** Only companies Lurkit staff has reviewed may invite creators (spec: verified after review). */
  readonly companyVerified: boolean;
}

/** Looks up the Key campaign, Quest, Mission or Creator Program an invitation is for. */
export interface ActivationDirectoryPort {
  findActivation(type: ActivationType, id: string): Promise<ActivationSummary | null>;
  /** Many at once (a creator's invitations), keyed by `activationKey`; unknown ones are left out. */
  findActivations(refs: readonly { type: ActivationType; id: string }[]): Promise<Map<string, ActivationSummary>>;
}

export const activationKey = (type: ActivationType, id: string): string => `${type}/${id}`;
