/** Things that happen to one code besides its own fields (added, claimed): every reveal is recorded. */
export const CODE_EVENT_TYPES = ['revealed', 'traced'] as const;
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
