/**
 * Things that happen to one code besides its own fields (added, claimed): allocations, every reveal,
 * every trace, and a claimed key its company marked bad (it stays claimed: it was handed out).
 */
export const CODE_EVENT_TYPES = ['allocated', 'revealed', 'traced', 'markedBad'] as const;
export type CodeEventType = (typeof CODE_EVENT_TYPES)[number];

export interface CodeEvent {
  readonly id: string;
  readonly codeId: string;
  readonly companyId: string;
  readonly type: CodeEventType;
  /** Who did it; a company member for reveals and traces. */
  readonly userId: string;
  readonly at: Date;
}

/** Codes are secrets: lists show the last four characters only. */
export function maskCode(value: string): string {
  const visible = value.length <= 4 ? value.slice(-1) : value.slice(-4);
  return `${'•'.repeat(Math.max(4, value.length - visible.length))}${visible}`;
}

/** One line of a code's history, as leaked-key tracing shows it. */
export interface CodeHistoryEntry {
  readonly type: 'added' | 'claimed' | CodeEventType;
  readonly at: Date;
  /** Who: the member who added, allocated, revealed, traced or marked it bad, or the creator who claimed it. */
  readonly userId: string | null;
}

/**
 * A code's whole history, oldest first: added and claimed come from its own fields (they happen once),
 * the rest from its recorded events. On a tie the order is the lifecycle's (added, allocated, claimed).
 */
export function codeHistory(
  code: { addedAt: Date; addedBy: string; claimedAt: Date | null; claimedBy: string | null },
  events: readonly CodeEvent[],
): CodeHistoryEntry[] {
  const rank = { added: 0, allocated: 1, claimed: 2, markedBad: 3, revealed: 4, traced: 5 } as const;
  const entries: CodeHistoryEntry[] = [
    { type: 'added', at: code.addedAt, userId: code.addedBy },
    ...(code.claimedAt ? [{ type: 'claimed' as const, at: code.claimedAt, userId: code.claimedBy }] : []),
    ...events.map((e) => ({ type: e.type, at: e.at, userId: e.userId })),
  ];
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || rank[a.type] - rank[b.type]);
}
