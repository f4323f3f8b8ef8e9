import type { Result } from '../../shared/result.ts';
import { defineStateMachine, type TransitionNotAllowed } from '../../shared/state-machine.ts';

export const CODE_REQUEST_STATUSES = ['open', 'fulfilled', 'dismissed'] as const;
export type CodeRequestStatus = (typeof CODE_REQUEST_STATUSES)[number];
export const CODE_REQUEST_EVENTS = ['fulfil', 'dismiss'] as const;
export type CodeRequestEvent = (typeof CODE_REQUEST_EVENTS)[number];

/** A creator's ask for more codes stays open until codes become available on that platform. */
export const codeRequestMachine = defineStateMachine('CodeRequest', CODE_REQUEST_STATUSES, CODE_REQUEST_EVENTS, {
  open: { fulfil: 'fulfilled', dismiss: 'dismissed' },
  fulfilled: {},
  dismissed: {},
});

/** Spec 8: "a request flow lets the creator ask the company to add more" codes for a platform. */
export interface CodeRequest {
  readonly id: string;
  readonly companyId: string;
  readonly itemId: string;
  readonly creatorId: string;
  readonly platform: string;
  readonly status: CodeRequestStatus;
  readonly requestedAt: Date;
  readonly resolvedAt: Date | null;
}

export function resolveCodeRequest(
  request: CodeRequest,
  event: CodeRequestEvent,
  at: Date,
): Result<CodeRequest, TransitionNotAllowed<CodeRequestStatus, CodeRequestEvent>> {
  const next = codeRequestMachine.transition(request.status, event);
  return next.ok ? { ok: true, value: { ...request, status: next.value, resolvedAt: at } } : next;
}
