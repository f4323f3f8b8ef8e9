import http from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql, updateUser } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { inDays } from '../testing/keys-world.ts';
import {
  ADD_CODE_ITEM,
  ADD_CODES,
  ALLOCATE_CODES,
  CLAIM_KEY,
  CLAIMED_KEY,
  CODE_MANAGER_ITEMS,
  CREATE_KEY_CAMPAIGN,
  ITEM_CODES,
  KEY_CAMPAIGN_FOR_CREATOR,
  KEY_PARTICIPANTS,
  MY_KEY_DEALS,
  PUBLISH_KEY_CAMPAIGN,
  REQUEST_KEY,
  REQUEST_MORE_KEYS,
  REVEAL_CODE,
  DELETE_CODE,
  DELETE_CODES,
  DELETE_CODE_MANAGER_ITEM,
  REVIEW_KEY_PARTICIPANTS,
  SAVE_KEY_CAMPAIGN_STEP,
  SUBMIT_KEY_CONTENT,
  TRACE_LEAKED_KEY,
} from './operations.ts';

const app = useTestApp();

async function companyWithItem(allocation: 'auto' | 'manual' = 'auto') {
  const company = await signedInCompanyUser(app);
  const added = await company.client.op(ADD_CODE_ITEM, {
    input: { type: 'game', name: 'Moonlight Drifters', game: 'Moonlight Drifters', allocation },
  });
  expect(added.errors).toEqual([]);
  return { ...company, itemId: added.data!.addCodeManagerItem.id };
}

function upload(
  client: ReturnType<typeof app.client>,
  itemId: string,
  platform: string,
  body: string | Uint8Array<ArrayBuffer>,
  header = true,
  query = '',
) {
  return client.json<Record<string, unknown>>(`/api/code-manager/items/${itemId}/codes?platform=${encodeURIComponent(platform)}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...(header ? { 'x-lurkit-upload': '1' } : {}) },
    body,
  });
}

describe('Code Manager', () => {
  it('refuses the same item twice and a demo without its game, at the field', async () => {
    const { client } = await companyWithItem();
    const again = await client.op(ADD_CODE_ITEM, { input: { type: 'game', name: ' moonlight drifters ', game: 'MOONLIGHT DRIFTERS' } });
    expect(again.errors[0]?.extensions).toMatchObject({ code: 'CODES.ITEM_ALREADY_EXISTS', field: 'name' });
    const demo = await client.op(ADD_CODE_ITEM, { input: { type: 'demo', name: 'Demo' } });
    expect(demo.errors[0]?.extensions).toMatchObject({ code: 'CODES.GAME_REQUIRED', field: 'game' });
  });

  it('adds pasted codes, reporting duplicates in the paste and against stored codes, and lists them masked', async () => {
    const { client, itemId } = await companyWithItem();
    expect((await client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'AAAA-0001\nAAAA-0002' })).data!.addCodes.added).toBe(2);
    const report = await client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'AAAA-0002\nAAAA-0003\n\nAAAA-0003\n' });
    expect(report.data!.addCodes).toEqual({
      added: 1,
      duplicatesInPaste: 1,
      alreadyExisting: 1,
      firstDuplicates: [
        { line: 1, masked: '•••••0002' },
        { line: 4, masked: '•••••0003' },
      ],
      fulfilledRequests: 0,
      available: 3,
      unavailable: 0,
    });
    const none = await client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'AAAA-0001' });
    expect(none.errors[0]?.extensions).toMatchObject({
      code: 'CODES.NO_CODES_TO_ADD',
      field: 'codes',
      details: { duplicatesInPaste: 0, alreadyExisting: 1, firstDuplicates: [{ line: 1, masked: '•••••0001' }] },
    });
    // Codes are secrets: the refusal names the repeated line, masked, never the code itself.
    expect(JSON.stringify(none.errors)).not.toContain('AAAA-0001');
    // Spec 3: a platform is one of the vocabulary's; free text is refused at the field, whatever its spelling.
    for (const platform of [' ', 'steam ', 'Steam', 'Dreamcast']) {
      const refused = await client.op(ADD_CODES, { itemId, platform: platform as 'STEAM', codes: 'BBBB' });
      expect(refused.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'platform' });
    }

    const listed = await client.op(ITEM_CODES, { itemId });
    const masks = listed.data!.itemCodes.edges.map((e) => e.node.masked);
    expect(masks).toHaveLength(3);
    expect(masks.join()).not.toContain('AAAA');
    expect(listed.data!.itemCodes.edges[0]!.node.addedBy).toMatchObject({ name: expect.any(String) });
  });

  it('uploads a file through the upload route, all or none, guarded by its header and by company', async () => {
    const { client, itemId } = await companyWithItem();
    const lines = Array.from({ length: 2000 }, (_, i) => `FILE-${i}`).join('\n');
    const uploaded = await upload(client, itemId, 'Meta Quest', lines);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ added: 2000, available: 2000 });
    const again = await upload(client, itemId, 'Meta Quest', 'FILE-1\nFILE-NEW\nFILE-NEW');
    expect(again.body).toMatchObject({
      added: 1,
      duplicatesInPaste: 1,
      alreadyExisting: 1,
      firstDuplicates: [
        { line: 1, masked: '••••LE-1' },
        { line: 3, masked: '••••-NEW' },
      ],
    });
    expect((await upload(client, itemId, 'Meta Quest', 'X', false)).status).toBe(403);
    const stranger = await signedInCompanyUser(app);
    expect((await upload(stranger.client, itemId, 'Meta Quest', 'X')).status).toBe(404);
    expect((await upload(app.client(), itemId, 'Meta Quest', 'X')).status).toBe(401);
    const items = await client.op(CODE_MANAGER_ITEMS);
    expect(items.data!.codeManagerItems[0]!.platforms).toEqual([
      { platform: 'Meta Quest', added: 2001, claimed: 0, available: 2001, unavailable: 0, availability: 'HIGH', openRequests: 0 },
    ]);
  });

  it('adds nothing and leaves nothing staged when an upload is cancelled halfway, and refuses a body over 16 MB', async () => {
    const { client, itemId } = await companyWithItem();
    const sent = http.request(`${app.url}/api/code-manager/items/${itemId}/codes?platform=itch.io`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-lurkit-upload': '1', cookie: client.cookieHeader, 'content-length': 10_000_000 },
    });
    sent.on('error', () => {});
    // More lines than one staged batch, then the client leaves before the end it announced.
    sent.write(Array.from({ length: 25_000 }, (_, i) => `HALF-${i}\n`).join(''));
    const staged = async () => Number((await sql<{ n: string }>(app.databaseUrl, 'select count(*) as n from code_import_line'))[0]!.n);
    await vi.waitFor(async () => expect(await staged()).toBeGreaterThan(0), { timeout: 20_000, interval: 50 });
    sent.destroy();
    await vi.waitFor(async () => expect(await staged()).toBe(0), { timeout: 20_000, interval: 50 });
    expect(await sql(app.databaseUrl, 'select id from code where item_id = ?', [itemId])).toEqual([]);

    const tooLarge = await client.json<Record<string, unknown>>(`/api/code-manager/items/${itemId}/codes?platform=itch.io`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-lurkit-upload': '1' },
      body: new Uint8Array(16 * 1024 * 1024 + 1).fill(0x41),
    });
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', field: 'file' } });
  });

  it('refuses a binary, NUL-holding or empty file whole at the file field, and lists lines that are no keys of the store', async () => {
    const { client, itemId } = await companyWithItem();
    const binary = await upload(client, itemId, 'PlayStation 5', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x9c]));
    expect(binary).toMatchObject({ status: 400, body: { code: 'CODES.FILE_NOT_TEXT', field: 'file' } });
    const nul = await upload(client, itemId, 'Meta Quest', 'FINE\nNULA\u0000B');
    expect(nul).toMatchObject({ status: 400, body: { code: 'CODES.FILE_CONTROL_CHARACTER', field: 'file', line: 2 } });
    expect(await upload(client, itemId, 'Steam', '\n \n')).toMatchObject({
      status: 400,
      body: { code: 'CODES.FILE_EMPTY', field: 'file' },
    });

    const messy = 'code\nAAAAA-AAAAA-AAAAA\n\nAAAAA-AAAAA-AAAAA\nFJORD-0001\nBBBBB-BBBBB-BBBBB\n';
    const refused = await upload(client, itemId, 'Steam', messy, true, '&format=csv');
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'CODES.MALFORMED_LINES', field: 'file', malformed: 1, malformedLines: [5], valid: 3, example: 'XXXXX-XXXXX-XXXXX' },
    });
    expect((await client.op(CODE_MANAGER_ITEMS)).data!.codeManagerItems[0]!.platforms).toEqual([]);
    const valid = await upload(client, itemId, 'Steam', messy, true, '&format=csv&onlyValid=1');
    expect(valid).toMatchObject({ status: 200, body: { added: 2, malformedSkipped: 1, duplicatesInPaste: 1 } });

    const pasted = await client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'CCCCC-CCCCC-CCCCC\nESC\u001bB' });
    expect(pasted.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Line 2 holds a control character/),
      extensions: { code: 'CODES.PASTE_CONTROL_CHARACTER', field: 'codes' },
    });
    expect((await client.op(CODE_MANAGER_ITEMS)).data!.codeManagerItems[0]!.platforms[0]).toMatchObject({ added: 2 });
  });

  it('reports the figures of a messy file once it is in: added, repeats within it, codes already held and lines left out by number', async () => {
    const { client, itemId } = await companyWithItem();
    await client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'HHHHH-HHHHH-HHHHH' });
    const messy = [
      'AAAAA-AAAAA-AAAAA',
      '',
      'BBBBB-BBBBB-BBBBB',
      'AAAAA-AAAAA-AAAAA',
      'NOT-A-KEY',
      'HHHHH-HHHHH-HHHHH',
      '   ',
      'CCCCC-CCCCC-CCCCC',
      '',
    ];
    const report = await upload(client, itemId, 'Steam', messy.join('\n'), true, '&onlyValid=1');
    expect(report).toMatchObject({ status: 200 });
    expect(report.body).toEqual({
      added: 3,
      duplicatesInPaste: 1,
      alreadyExisting: 1,
      malformedSkipped: 1,
      malformedLines: [5],
      firstDuplicates: [
        { line: 4, masked: '•••••••••••••AAAA' },
        { line: 6, masked: '•••••••••••••HHHH' },
      ],
      fulfilledRequests: 0,
      available: 4,
      unavailable: 0,
    });
  });

  it('lands codes of a manual item unavailable until allocated', async () => {
    const { client, itemId } = await companyWithItem('manual');
    await client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'M-1\nM-2\nM-3' });
    expect((await client.op(CODE_MANAGER_ITEMS)).data!.codeManagerItems[0]!.platforms[0]).toMatchObject({
      available: 0,
      unavailable: 3,
      availability: 'OUT',
    });
    expect((await client.op(ALLOCATE_CODES, { itemId, platform: 'STEAM', count: 2 })).data!.allocateCodes).toMatchObject({
      available: 2,
      unavailable: 1,
    });
    expect((await client.op(ALLOCATE_CODES, { itemId, platform: 'STEAM', count: 5 })).errors[0]?.extensions).toMatchObject({
      code: 'CODES.NOT_ENOUGH_UNAVAILABLE',
    });
    expect((await client.op(ALLOCATE_CODES, { itemId, platform: 'STEAM', count: 1 })).data!.allocateCodes).toMatchObject({
      unavailable: 0,
    });
    const trace = await client.op(TRACE_LEAKED_KEY, { value: 'M-1' });
    expect(trace.data!.traceLeakedKey.events.map((e) => e.type)).toEqual(['added', 'allocated', 'traced']);
    expect(trace.data!.traceLeakedKey.events[1]!.by).toMatchObject({ name: expect.any(String) });
  });

  it('deletes an unclaimed code, once, and only for its own company', async () => {
    const { client, itemId } = await companyWithItem();
    await client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'DEL-1\nKEEP-1' });
    const codeId = (await client.op(TRACE_LEAKED_KEY, { value: 'DEL-1' })).data!.traceLeakedKey.code.id;
    const stranger = await signedInCompanyUser(app);
    expect((await stranger.client.op(DELETE_CODE, { codeId })).errors[0]?.extensions).toMatchObject({ code: 'CODES.CODE_NOT_FOUND' });
    expect((await client.op(DELETE_CODE, { codeId })).data).toEqual({ deleteCode: codeId });
    expect((await client.op(DELETE_CODE, { codeId })).errors[0]?.extensions).toMatchObject({ code: 'CODES.CODE_NOT_FOUND' });
    expect((await client.op(CODE_MANAGER_ITEMS)).data!.codeManagerItems[0]!.platforms[0]).toMatchObject({ available: 1 });
  });

  it('deletes selected unclaimed codes all or none: a claimed one among them keeps every one', async () => {
    const { client, itemId } = await companyWithItem();
    await client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'SEL-1\nSEL-2\nSEL-3' });
    const idOf = async (value: string) => (await client.op(TRACE_LEAKED_KEY, { value })).data!.traceLeakedKey.code.id;
    const [one, two, three] = [await idOf('SEL-1'), await idOf('SEL-2'), await idOf('SEL-3')];
    await sql(app.databaseUrl, `update code set status = 'claimed', claimed_at = now() where id = ?`, [three]);

    const refused = await client.op(DELETE_CODES, { codeIds: [one, three] });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'CODES.DELETE_FAILED' });
    expect((await client.op(DELETE_CODES, { codeIds: [] })).errors[0]?.extensions).toMatchObject({
      code: 'CODES.NO_CODES_SELECTED',
      field: 'codeIds',
    });
    expect(await sql(app.databaseUrl, 'select count(*)::int as n from code where item_id = ?', [itemId])).toEqual([{ n: 3 }]);

    expect((await client.op(DELETE_CODES, { codeIds: [one, two] })).data).toEqual({ deleteCodes: 2 });
    expect(await sql(app.databaseUrl, 'select id from code where item_id = ?', [itemId])).toEqual([{ id: three }]);
  });
});

describe('deleting a Code Manager item', () => {
  it('deletes an unused item with its codes, keeps one a Key campaign hands out, and answers a stranger not found', async () => {
    const { client, itemId } = await companyWithItem();
    await client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'ITEM-1\nITEM-2' });
    const stranger = await signedInCompanyUser(app);
    expect((await stranger.client.op(DELETE_CODE_MANAGER_ITEM, { itemId })).errors[0]?.extensions).toMatchObject({
      code: 'CODES.ITEM_NOT_FOUND',
    });

    const campaignId = (await client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name: 'Moonlight keys' })).data!.createKeyCampaign.id;
    const kit = { codeItemId: itemId, keys: [{ platform: 'STEAM' as const, count: 1 }], specialInstructions: '', embargo: null };
    expect((await client.op(SAVE_KEY_CAMPAIGN_STEP, { id: campaignId, step: 'creatorKit', values: kit })).errors).toEqual([]);
    const refused = await client.op(DELETE_CODE_MANAGER_ITEM, { itemId });
    expect(refused.errors[0]).toMatchObject({
      message: expect.stringContaining('"Moonlight keys" hands out'),
      extensions: { code: 'CODES.DELETE_FAILED' },
    });

    const spare = await client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Spare game', game: 'Spare game' } });
    const spareId = spare.data!.addCodeManagerItem.id;
    await client.op(ADD_CODES, { itemId: spareId, platform: 'STEAM', codes: 'SPARE-1' });
    expect((await client.op(DELETE_CODE_MANAGER_ITEM, { itemId: spareId })).data).toEqual({ deleteCodeManagerItem: spareId });
    expect((await client.op(CODE_MANAGER_ITEMS)).data!.codeManagerItems.map((i) => i.id)).toEqual([itemId]);
    expect((await client.op(TRACE_LEAKED_KEY, { value: 'SPARE-1' })).errors[0]?.extensions).toMatchObject({ code: 'CODES.CODE_NOT_FOUND' });
  });
});

describe('a Key campaign on Code Manager codes, end to end', () => {
  it('publishes, a creator requests, is accepted, claims a key, submits content for 100 Lurk coins, and the key traces back to them', async () => {
    const company = await companyWithItem();
    await updateUser(app.databaseUrl, company.input.username, (user) => ({ ...user, emailVerifiedAt: new Date() }));
    await sql(app.databaseUrl, 'update company set is_verified = true where id = (select company_id from code_item where id = ?)', [
      company.itemId,
    ]);
    await company.client.op(ADD_CODES, { itemId: company.itemId, platform: 'STEAM', codes: 'STEAM-AAAA-1111' });
    const created = await company.client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name: 'Moonlight keys' });
    const campaignId = created.data!.createKeyCampaign.id;
    const save = (step: 'basics' | 'creatorKit', values: Record<string, unknown>) =>
      company.client.op(SAVE_KEY_CAMPAIGN_STEP, { id: campaignId, step, values });
    expect((await save('basics', { name: 'Moonlight keys', startDate: inDays(-1), endDate: inDays(30) })).errors).toEqual([]);
    const kit = await save('creatorKit', {
      codeItemId: company.itemId,
      keys: [{ platform: 'STEAM' as const, count: 2 }],
      specialInstructions: 'No spoilers.',
      embargo: null,
    });
    expect(kit.data!.saveKeyCampaignStep).toMatchObject({ category: 'game', platforms: ['Steam'] });
    expect((await company.client.op(PUBLISH_KEY_CAMPAIGN, { id: campaignId })).data).toEqual({
      publishKeyCampaign: { status: 'active', heldForReview: false },
    });

    const creator = await signedInCreator(app);
    const noAgreement = await creator.client.op(REQUEST_KEY, { campaignId });
    expect(noAgreement.errors[0]?.extensions).toMatchObject({ code: 'KEYS.AGREEMENT_REQUIRED', field: 'accepted' });
    const requested = await creator.client.op(REQUEST_KEY, { campaignId, agreementAccepted: true });
    expect(requested.data!.requestKey).toMatchObject({ state: 'pending', agreementAcceptedAt: expect.any(String) });
    await company.client.op(REVIEW_KEY_PARTICIPANTS, { campaignId, participantIds: [requested.data!.requestKey.id], decision: 'accept' });

    const claimed = await creator.client.op(CLAIM_KEY, { campaignId, platform: 'STEAM' });
    expect(claimed.data!.claimKey).toMatchObject({
      key: 'STEAM-AAAA-1111',
      participation: { state: 'claimedKey', claim: { platform: 'Steam' } },
    });
    const participantId = claimed.data!.claimKey.participation.id;
    expect((await creator.client.op(CLAIMED_KEY, { participantId })).data).toEqual({ claimedKey: 'STEAM-AAAA-1111' });
    const timers = await sql<{ name: string; n: number }>(
      app.databaseUrl,
      `select name, count(*)::int as n from pgboss.job where data->>'participantId' = ? group by name order by name`,
      [participantId],
    );
    expect(timers).toEqual([
      { name: 'expire-key-content', n: 1 },
      { name: 'remind-key-content', n: 2 },
    ]);

    const view = await creator.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: campaignId });
    expect(view.data!.keyCampaign.keys).toEqual([{ platform: 'Steam', offered: 2, claimed: 1, available: 0, availability: 'OUT' }]);

    const rival = await signedInCreator(app);
    const rivalRequest = await rival.client.op(REQUEST_KEY, { campaignId, agreementAccepted: true });
    await company.client.op(REVIEW_KEY_PARTICIPANTS, {
      campaignId,
      participantIds: [rivalRequest.data!.requestKey.id],
      decision: 'accept',
    });
    expect((await rival.client.op(CLAIM_KEY, { campaignId, platform: 'STEAM' })).errors[0]?.extensions).toMatchObject({
      code: 'KEYS.OUT_OF_KEYS',
    });
    expect((await rival.client.op(REQUEST_MORE_KEYS, { campaignId, platform: 'STEAM' })).errors).toEqual([]);
    const items = await company.client.op(CODE_MANAGER_ITEMS);
    expect(items.data!.codeManagerItems[0]!.platforms[0]).toMatchObject({ openRequests: 1, claimed: 1, availability: 'OUT' });
    // The slot the out-of-keys claim reserved was rolled back with it: one key is still on offer.
    expect((await creator.client.op(KEY_CAMPAIGN_FOR_CREATOR, { id: campaignId })).data!.keyCampaign.keys[0]!.claimed).toBe(1);

    const bad = await creator.client.op(SUBMIT_KEY_CONTENT, { campaignId, url: 'javascript:alert(1)' });
    expect(bad.errors[0]?.extensions).toMatchObject({ code: 'KEYS.INVALID_CONTENT_URL', field: 'url' });
    const submitted = await creator.client.op(SUBMIT_KEY_CONTENT, { campaignId, url: 'https://www.twitch.tv/videos/123' });
    expect(submitted.data!.submitKeyContent).toMatchObject({
      coinsAwarded: 100,
      participation: { state: 'submittedContent', submission: { onTime: true, foundOnChannel: false } },
    });
    const deals = await creator.client.op(MY_KEY_DEALS);
    expect(deals.data!.myCompletionRate).toEqual({ rate: 1, onTime: 1, late: 0, missing: 0 });

    const trace = await company.client.op(TRACE_LEAKED_KEY, { value: ' STEAM-AAAA-1111 ' });
    expect(trace.data!.traceLeakedKey).toMatchObject({
      itemName: 'Moonlight Drifters',
      code: {
        platform: 'Steam',
        status: 'claimed',
        distributedBy: campaignId,
        distributor: { id: campaignId, name: 'Moonlight keys' },
        claimedBy: { name: expect.any(String) },
        claimedAt: expect.any(String),
      },
      events: [{ type: 'added' }, { type: 'claimed' }, { type: 'traced' }],
    });
    const revealed = await company.client.op(REVEAL_CODE, { codeId: trace.data!.traceLeakedKey.code.id });
    expect(revealed.data).toEqual({ revealCode: 'STEAM-AAAA-1111' });
    // Spec 8 "delete failed": the key a creator holds is kept.
    expect((await company.client.op(DELETE_CODE, { codeId: trace.data!.traceLeakedKey.code.id })).errors[0]?.extensions).toMatchObject({
      code: 'CODES.DELETE_FAILED',
    });
    const again = await company.client.op(TRACE_LEAKED_KEY, { value: 'STEAM-AAAA-1111' });
    expect(again.data!.traceLeakedKey.events.map((e) => e.type)).toEqual(['added', 'claimed', 'traced', 'revealed', 'traced']);
    const stranger = await signedInCompanyUser(app);
    expect((await stranger.client.op(TRACE_LEAKED_KEY, { value: 'STEAM-AAAA-1111' })).errors[0]?.extensions).toMatchObject({
      code: 'CODES.CODE_NOT_FOUND',
    });
    const participants = await company.client.op(KEY_PARTICIPANTS, { campaignId, tab: 'ended' });
    expect(participants.data!.keyParticipants.edges[0]!.node.creator.completionRate).toBe(1);
  });
});
