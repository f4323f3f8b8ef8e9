import type { ClockPort } from '../../../shared/clock.port.ts';
import { err, ok, type Result } from '../../../shared/result.ts';
import type { TransitionNotAllowed } from '../../../shared/state-machine.ts';
import { notRequested, type CreatorAccess } from '../domain/creator-access.entity.ts';
import { NoChannelToVerify } from '../domain/creator-access.errors.ts';
import { creatorAccessMachine, type CreatorAccessEvent, type CreatorAccessStatus } from '../domain/creator-access.machine.ts';
import type { CreatorAccessJobsPort } from '../ports/creator-access-jobs.port.ts';
import type { CreatorAccessRepositoryPort } from '../ports/creator-access-repository.port.ts';
import type { CreatorChannelsPort } from '../ports/creator-channels.port.ts';

export type RequestCreatorAccessError = NoChannelToVerify | TransitionNotAllowed<CreatorAccessStatus, CreatorAccessEvent>;

interface Deps {
  creatorAccess: CreatorAccessRepositoryPort;
  channels: CreatorChannelsPort;
  jobs: CreatorAccessJobsPort;
  clock: ClockPort;
}

/**
 * "Gain full creator access": saved as verification in progress (so a second request meanwhile is
 * refused) and handed to the verification job, which reads the channels and decides.
 */
export class RequestCreatorAccess {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { userId: string }): Promise<Result<CreatorAccess, RequestCreatorAccessError>> {
    const channels = await this.deps.channels.listChannels(input.userId);
    if (channels.length === 0) return err(new NoChannelToVerify());
    const current = (await this.deps.creatorAccess.findByUserId(input.userId)) ?? notRequested(input.userId);
    const started = creatorAccessMachine.transition(current.status, 'request');
    if (!started.ok) return started;
    const inProgress: CreatorAccess = {
      ...current,
      status: started.value,
      requestedAt: this.deps.clock.now(),
      decidedAt: null,
      channels: [],
    };
    await this.deps.creatorAccess.save(inProgress);
    await this.deps.jobs.queueVerification(input.userId);
    return ok(inProgress);
  }
}
