import type { ChannelProvider, ChannelStatisticsPort } from '../../../shared/channel-statistics.port.ts';
import type { ClockPort } from '../../../shared/clock.port.ts';
import { err, ok, type Result } from '../../../shared/result.ts';
import type { TransitionNotAllowed } from '../../../shared/state-machine.ts';
import { assessChannel, type ChannelVerdict } from '../domain/creator-access-thresholds.ts';
import { anyChannelQualifies, notRequested, type CreatorAccess } from '../domain/creator-access.entity.ts';
import { NoChannelToVerify } from '../domain/creator-access.errors.ts';
import { creatorAccessMachine, type CreatorAccessEvent, type CreatorAccessStatus } from '../domain/creator-access.machine.ts';
import type { CreatorAccessRepositoryPort } from '../ports/creator-access-repository.port.ts';

export interface RequestCreatorAccessInput {
  userId: string;
  /** The connected channels to verify; any one qualifying is enough. */
  channels: { provider: ChannelProvider; channelId: string }[];
}
export type RequestCreatorAccessError = NoChannelToVerify | TransitionNotAllowed<CreatorAccessStatus, CreatorAccessEvent>;

interface Deps {
  creatorAccess: CreatorAccessRepositoryPort;
  channelStatistics: ChannelStatisticsPort;
  clock: ClockPort;
}

/**
 * Starts verification (saved as in progress first, so a second request meanwhile is refused), reads
 * each channel's figures and grants or refuses with the reasons.
 */
export class RequestCreatorAccess {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: RequestCreatorAccessInput): Promise<Result<CreatorAccess, RequestCreatorAccessError>> {
    if (input.channels.length === 0) return err(new NoChannelToVerify());
    const current = (await this.deps.creatorAccess.findByUserId(input.userId)) ?? notRequested(input.userId);
    const started = creatorAccessMachine.transition(current.status, 'request');
    if (!started.ok) return started;
    const requestedAt = this.deps.clock.now();
    const inProgress: CreatorAccess = { ...current, status: started.value, requestedAt, decidedAt: null, channels: [] };
    await this.deps.creatorAccess.save(inProgress);

    const channels: ChannelVerdict[] = [];
    for (const { provider, channelId } of input.channels) {
      const stats = await this.deps.channelStatistics.fetch(provider, channelId);
      channels.push(assessChannel(provider, channelId, stats, this.deps.clock.now()));
    }
    const decided = creatorAccessMachine.transition(inProgress.status, anyChannelQualifies(channels) ? 'grant' : 'refuse');
    if (!decided.ok) return decided;
    const access: CreatorAccess = { ...inProgress, status: decided.value, decidedAt: this.deps.clock.now(), channels };
    await this.deps.creatorAccess.save(access);
    return ok(access);
  }
}
