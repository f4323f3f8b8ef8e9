import type { ChannelStatisticsPort } from '../../../shared/channel-statistics.port.ts';
import type { ClockPort } from '../../../shared/clock.port.ts';
import type { UserRepositoryPort } from '../../ports/user-repository.port.ts';
import { assessChannel, type ChannelVerdict } from '../domain/creator-access-thresholds.ts';
import { anyChannelQualifies, type CreatorAccess } from '../domain/creator-access.entity.ts';
import { creatorAccessMachine } from '../domain/creator-access.machine.ts';
import type { CreatorAccessRepositoryPort } from '../ports/creator-access-repository.port.ts';
import type { CreatorChannelsPort } from '../ports/creator-channels.port.ts';

interface Deps {
  creatorAccess: CreatorAccessRepositoryPort;
  channels: CreatorChannelsPort;
  channelStatistics: ChannelStatisticsPort;
  users: UserRepositoryPort;
  clock: ClockPort;
}

/**
 * The verification job: reads each connected channel's figures, grants when any one qualifies (the
 * User becomes a Creator) or refuses with every channel's reasons. A job run twice finds the request
 * decided and changes nothing; a platform that throws leaves it in progress for the job's retry.
 */
export class DecideCreatorAccess {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { userId: string }): Promise<CreatorAccess | null> {
    const current = await this.deps.creatorAccess.findByUserId(input.userId);
    if (!current || current.status !== 'verificationInProgress') return current;

    const verdicts: ChannelVerdict[] = [];
    for (const { provider, channelId } of await this.deps.channels.listChannels(input.userId)) {
      const stats = await this.deps.channelStatistics.fetch(provider, channelId);
      verdicts.push(assessChannel(provider, channelId, stats, this.deps.clock.now()));
    }
    const event = anyChannelQualifies(verdicts) ? 'grant' : 'refuse';
    const decided = creatorAccessMachine.transition(current.status, event);
    if (!decided.ok) return current;
    const access: CreatorAccess = { ...current, status: decided.value, decidedAt: this.deps.clock.now(), channels: verdicts };
    await this.deps.creatorAccess.save(access);
    if (access.status === 'granted') {
      const user = await this.deps.users.findById(input.userId);
      // Only a plain User is promoted: a company member keeps being one.
      if (user && user.userType === 'User') await this.deps.users.save({ ...user, userType: 'Creator' });
    }
    return access;
  }
}
