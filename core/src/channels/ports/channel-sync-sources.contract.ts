import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { ChannelSyncSource } from '../domain/channel-sync.ts';
import type { ChannelSyncSourcesPort } from './channel-sync-sources.port.ts';

export interface ChannelSyncSourcesFixture extends ContractFixture {
  sources: ChannelSyncSourcesPort;
  /** A person with a connection to `provider` (valid unless told), and a profile when language or country are given. */
  connect(input: {
    provider: ChannelProvider;
    login: string;
    valid?: boolean;
    language?: string | null;
    country?: string | null;
  }): Promise<ChannelSyncSource>;
}

const at = (iso: string) => new Date(iso);

export function describeChannelSyncSourcesContract(name: string, make: () => Promise<ChannelSyncSourcesFixture>): void {
  describeContract('ChannelSyncSourcesPort', name, make, (fixture) => {
    it('lists valid connections with the profile’s language and country, and never invalid ones', async () => {
      const { sources, connect } = fixture();
      const streamer = await connect({ provider: 'twitch', login: 'Streamer', language: 'sv', country: 'SE' });
      const tuber = await connect({ provider: 'youtube', login: 'Tuber' });
      await connect({ provider: 'tiktok', login: 'Revoked', valid: false });

      const due = await sources.listDue(at('2026-11-01T00:00:00.000Z'), 10);

      expect(due).toHaveLength(2);
      expect(due).toEqual(expect.arrayContaining([streamer, tuber]));
      expect(due.find((s) => s.providerChannelId === streamer.providerChannelId)).toMatchObject({
        creatorId: streamer.creatorId,
        provider: 'twitch',
        handle: 'Streamer',
        language: 'sv',
        country: 'SE',
      });
      expect(due.find((s) => s.providerChannelId === tuber.providerChannelId)).toMatchObject({ language: null, country: null });
    });

    it('holds a tried channel back until its last try is older than asked, least recently tried first', async () => {
      const { sources, connect } = fixture();
      const first = await connect({ provider: 'twitch', login: 'First' });
      const second = await connect({ provider: 'youtube', login: 'Second' });
      const third = await connect({ provider: 'twitch', login: 'Third' });
      await sources.markTried([first], at('2026-11-01T10:00:00.000Z'));
      await sources.markTried([second], at('2026-11-01T08:00:00.000Z'));

      const beforeAnyTry = await sources.listDue(at('2026-11-01T07:00:00.000Z'), 10);
      expect(beforeAnyTry.map((s) => s.providerChannelId)).toEqual([third.providerChannelId]);

      const later = await sources.listDue(at('2026-11-02T00:00:00.000Z'), 10);
      expect(later.map((s) => s.providerChannelId)).toEqual([third, second, first].map((s) => s.providerChannelId));
      expect(await sources.listDue(at('2026-11-02T00:00:00.000Z'), 2)).toHaveLength(2);

      // A second try moves the channel to the back of the line.
      await sources.markTried([third], at('2026-11-01T12:00:00.000Z'));
      const again = await sources.listDue(at('2026-11-02T00:00:00.000Z'), 10);
      expect(again.map((s) => s.providerChannelId)).toEqual([second, first, third].map((s) => s.providerChannelId));
    });

    it('walks every valid connection to one platform page by page, each once, in the platform id’s order', async () => {
      const { sources, connect } = fixture();
      const streamers = await Promise.all(
        ['PageA', 'PageB', 'PageC', 'PageD', 'PageE'].map((login) => connect({ provider: 'twitch', login })),
      );
      const gone = await connect({ provider: 'twitch', login: 'PageGone', valid: false });
      const tuber = await connect({ provider: 'youtube', login: 'PageTuber' });

      const walked: { creatorId: string; providerChannelId: string }[] = [];
      for (let after: string | null = null, page = await sources.listConnected('twitch', null, 2); page.length > 0;) {
        expect(page.length).toBeLessThanOrEqual(2);
        walked.push(...page);
        after = page.at(-1)!.providerChannelId;
        page = await sources.listConnected('twitch', after, 2);
      }

      const ids = walked.map((s) => s.providerChannelId);
      expect(ids).toEqual([...ids].sort());
      expect(new Set(ids).size).toBe(ids.length);
      for (const streamer of streamers)
        expect(walked).toContainEqual({ creatorId: streamer.creatorId, providerChannelId: streamer.providerChannelId });
      expect(ids).not.toContain(gone.providerChannelId);
      expect(ids).not.toContain(tuber.providerChannelId);
    });
  });
}
