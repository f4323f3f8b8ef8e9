import type { TrackedClick, TrackedClickStorePort } from '../ports/tracked-click-store.port.ts';

export class InMemoryTrackedClicks implements TrackedClickStorePort {
  readonly clicks: TrackedClick[] = [];

  async record(click: TrackedClick): Promise<void> {
    this.clicks.push({ ...click });
  }
}
