/**
 * Why the system declined a Key request (its answer deadline passed), from the participation's run
 * events: the last event, when the system made it, carries the reason. Null for a decision a person
 * made or a request still open. Both the creator and the company read it beside "Rejected".
 */
export function automaticDeclineReason(state: string, events: readonly { by: string; note?: string | null }[] | undefined): string | null {
  if (state !== 'rejected') return null;
  const last = events?.at(-1);
  return last?.by === 'SYSTEM' && last.note ? last.note : null;
}
