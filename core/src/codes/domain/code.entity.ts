import type { Result } from '../../shared/result.ts';
import { defineStateMachine, type TransitionNotAllowed } from '../../shared/state-machine.ts';

export const CODE_STATUSES = ['available', 'claimed', 'unavailable'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
export const CODE_EVENTS = ['allocate', 'claim'] as const;
export type CodeEvent = (typeof CODE_EVENTS)[number];

/** Spec 4: available, claimed, unavailable (must be allocated to become available). A claim is final. */
export const codeMachine = defineStateMachine('Code', CODE_STATUSES, CODE_EVENTS, {
  unavailable: { allocate: 'available' },
  available: { claim: 'claimed' },
  claimed: {},
});

export interface Code {
  readonly id: string;
  readonly itemId: string;
  readonly companyId: string;
  readonly platform: string;
  readonly value: string;
  readonly status: CodeStatus;
  readonly addedBy: string;
  readonly addedAt: Date;
  readonly claimedBy: string | null;
  readonly claimedAt: Date | null;
  /** The distribution rule (or other source) that handed the code out. */
  readonly distributedBy: string | null;
}

export function allocateCode(code: Code): Result<Code, TransitionNotAllowed<CodeStatus, CodeEvent>> {
  const next = codeMachine.transition(code.status, 'allocate');
  return next.ok ? { ok: true, value: { ...code, status: next.value } } : next;
}

export function claimCode(
  code: Code,
  claim: { creatorId: string; at: Date; distributedBy: string },
): Result<Code, TransitionNotAllowed<CodeStatus, CodeEvent>> {
  const next = codeMachine.transition(code.status, 'claim');
  if (!next.ok) return next;
  return {
    ok: true,
    value: { ...code, status: next.value, claimedBy: claim.creatorId, claimedAt: claim.at, distributedBy: claim.distributedBy },
  };
}

/** Oldest first, so codes leave in the order they came in (and tests see a fixed order). */
export const byAddedOrder = (a: Code, b: Code): number => a.addedAt.getTime() - b.addedAt.getTime() || a.value.localeCompare(b.value);
