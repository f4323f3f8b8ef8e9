import { REFUSAL_REASONS, type ChannelVerdict, type RefusalReason } from './creator-access-thresholds.ts';
import type { CreatorAccessStatus } from './creator-access.machine.ts';

export interface CreatorAccess {
  readonly userId: string;
  readonly status: CreatorAccessStatus;
  readonly requestedAt: Date | null;
  readonly decidedAt: Date | null;
  /** The verdict on each channel of the last request. */
  readonly channels: readonly ChannelVerdict[];
}

export const notRequested = (userId: string): CreatorAccess => ({
  userId,
  status: 'notRequested',
  requestedAt: null,
  decidedAt: null,
  channels: [],
});

/** Access is granted when any one channel qualifies (the spec asks for a verified channel). */
export const anyChannelQualifies = (channels: readonly ChannelVerdict[]): boolean => channels.some((c) => c.qualifies);

/** Every distinct reason over the channels, in the order REFUSAL_REASONS lists them. */
export function refusalReasons(access: CreatorAccess): RefusalReason[] {
  if (access.status !== 'refused') return [];
  const given = new Set(access.channels.flatMap((c) => c.reasons));
  return REFUSAL_REASONS.filter((reason) => given.has(reason));
}
