import type { CreatorChannel, CreatorChannelsPort } from '../ports/creator-channels.port.ts';
import type { CreatorAccessJobsPort } from '../ports/creator-access-jobs.port.ts';

/** Channels set per person by the test. */
export class InMemoryCreatorChannels implements CreatorChannelsPort {
  readonly #byUser = new Map<string, CreatorChannel[]>();

  async listChannels(userId: string): Promise<CreatorChannel[]> {
    return [...(this.#byUser.get(userId) ?? [])];
  }

  set(userId: string, channels: CreatorChannel[]): void {
    this.#byUser.set(userId, channels);
  }
}

/** The verification jobs queued, in order. */
export class RecordingCreatorAccessJobs implements CreatorAccessJobsPort {
  readonly queued: string[] = [];

  async queueVerification(userId: string): Promise<void> {
    this.queued.push(userId);
  }
}
