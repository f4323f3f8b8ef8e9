import { LIVE_READ_BATCH, type LiveStreamReading, type LiveStreamsPort } from '../ports/live-streams.port.ts';

/** Twitch as a test sets it: who is on air with how many viewers, or an outage; every read is kept. */
export class FakeLiveStreams implements LiveStreamsPort {
  readonly reads: string[][] = [];
  readonly #onAir = new Map<string, LiveStreamReading>();
  #down = false;

  goLive(reading: LiveStreamReading): void {
    this.#onAir.set(reading.providerChannelId, reading);
  }

  goOffline(providerChannelId: string): void {
    this.#onAir.delete(providerChannelId);
  }

  setDown(down: boolean): void {
    this.#down = down;
  }

  async readLive(providerChannelIds: readonly string[]): Promise<LiveStreamReading[]> {
    if (providerChannelIds.length > LIVE_READ_BATCH) throw new Error(`Helix takes at most ${LIVE_READ_BATCH} channels a read.`);
    if (this.#down) throw new Error('Twitch answered 503');
    this.reads.push([...providerChannelIds]);
    return providerChannelIds.flatMap((id) => {
      const reading = this.#onAir.get(id);
      return reading ? [{ ...reading }] : [];
    });
  }
}
