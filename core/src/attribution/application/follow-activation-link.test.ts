import { describe, expect, it } from 'vitest';
import { attributionTestDeps } from '../testing/attribution-test-deps.ts';
import { FollowActivationLink } from './follow-activation-link.ts';
import { GetMyTrackedLink } from './get-my-tracked-link.ts';

const COMPANY = 'company-1';
const ADA = 'creator-ada';

function arranged() {
  const t = attributionTestDeps();
  t.world.addActivation({
    kind: 'KEY',
    id: 'camp-1',
    companyId: COMPANY,
    name: 'Keys',
    steamAppId: 1145360,
    gameName: 'Hades',
    creatorsIn: [ADA],
  });
  t.world.addActivation({
    kind: 'QUEST',
    id: 'quest-1',
    companyId: COMPANY,
    name: 'Quest',
    steamAppId: null,
    gameName: '',
    creatorsIn: [ADA],
  });
  return t;
}
const TAGGED =
  'https://store.steampowered.com/app/1145360/?utm_source=lurkit&utm_medium=creator&utm_campaign=camp-1&utm_content=creator-ada';

describe('FollowActivationLink', () => {
  it('counts a person’s click on the link of a creator who is in, and sends them to the tagged store page', async () => {
    const t = arranged();
    const followed = await new FollowActivationLink(t.deps).execute({
      kind: 'KEY',
      activationId: 'camp-1',
      creatorId: ADA,
      fromBot: false,
    });
    expect(followed).toEqual({ url: TAGGED, counted: true });
    expect(t.clicks.clicks).toEqual([{ kind: 'KEY', activationId: 'camp-1', creatorId: ADA, at: new Date('2026-11-20T10:00:00Z') }]);
  });

  it('sends a bot on without counting it, and a creator who is not in yet too', async () => {
    const t = arranged();
    const follow = new FollowActivationLink(t.deps);
    expect(await follow.execute({ kind: 'KEY', activationId: 'camp-1', creatorId: ADA, fromBot: true })).toEqual({
      url: TAGGED,
      counted: false,
    });
    expect((await follow.execute({ kind: 'KEY', activationId: 'camp-1', creatorId: 'bo', fromBot: false }))?.counted).toBe(false);
    expect(t.clicks.clicks).toEqual([]);
  });

  it('leads nowhere for an unknown activation, the wrong kind, or one without a Steam game', async () => {
    const follow = new FollowActivationLink(arranged().deps);
    expect(await follow.execute({ kind: 'QUEST', activationId: 'camp-1', creatorId: ADA, fromBot: false })).toBeNull();
    expect(await follow.execute({ kind: 'KEY', activationId: 'nope', creatorId: ADA, fromBot: false })).toBeNull();
    expect(await follow.execute({ kind: 'QUEST', activationId: 'quest-1', creatorId: ADA, fromBot: false })).toBeNull();
  });
});

describe('GetMyTrackedLink', () => {
  it('shows the creator their link once they are in, and refuses anyone else', async () => {
    const get = new GetMyTrackedLink(arranged().deps);
    expect(await get.execute({ creatorId: ADA, kind: 'KEY', activationId: 'camp-1' })).toEqual({
      ok: true,
      value: { kind: 'KEY', activationId: 'camp-1', creatorId: ADA, storeUrl: TAGGED },
    });
    for (const input of [
      { creatorId: 'bo', kind: 'KEY' as const, activationId: 'camp-1' },
      { creatorId: ADA, kind: 'QUEST' as const, activationId: 'quest-1' },
    ]) {
      const refused = await get.execute(input);
      expect(!refused.ok && refused.error.code).toBe('ATTRIBUTION.LINK_NOT_FOUND');
    }
  });
});
