import { describe, expect, it } from 'vitest';
import { ownerWithJoinedMember, signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { recordStatistics } from '../testing/insights-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ADD_CODE_ITEM, ADD_NOTE, ADD_NOTE_COMMENT, EDIT_NOTE, NOTES } from './operations.ts';

const app = useTestApp();

async function creatorId() {
  const creator = await signedInCreator(app);
  const [row] = await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [creator.username]);
  return row!.id;
}

describe('company notes', () => {
  it('members of one company note a creator and comment; another company writing about the same creator sees only its own', async () => {
    const { owner, member } = await ownerWithJoinedMember(app);
    const other = await signedInCompanyUser(app);
    const subject = { kind: 'CREATOR' as const, id: await creatorId() };
    const added = await owner.client.op(ADD_NOTE, { subject, text: 'Strong chat engagement' });
    expect(added.errors).toEqual([]);
    const noteId = added.data!.addNote;
    expect((await member.client.op(ADD_NOTE_COMMENT, { noteId, text: 'Agreed' })).errors).toEqual([]);
    expect((await other.client.op(ADD_NOTE, { subject, text: 'Our own view' })).errors).toEqual([]);

    const seen = await member.client.op(NOTES, { subject });
    expect(seen.data?.notes.edges.map((e) => [e.node.text, e.node.viewerIsAuthor, e.node.comments.map((c) => c.text)])).toEqual([
      ['Strong chat engagement', false, ['Agreed']],
    ]);
    const theirs = await other.client.op(NOTES, { subject: null });
    expect(theirs.data?.notes.edges.map((e) => e.node.text)).toEqual(['Our own view']);

    const edited = await member.client.op(EDIT_NOTE, { noteId, text: 'Mine now' });
    expect(edited.errors[0]?.extensions?.code).toBe('NOTES.NOT_AUTHOR');
    expect((await owner.client.op(EDIT_NOTE, { noteId, text: 'Strong chat, good VODs' })).errors).toEqual([]);
    const after = await owner.client.op(NOTES, { subject });
    expect(after.data?.notes.edges[0]?.node).toMatchObject({ text: 'Strong chat, good VODs', lastEditedAt: expect.any(String) });
  });

  it("notes the company's own Code Manager games, and answers the text rule at its field", async () => {
    const owner = await signedInCompanyUser(app);
    const item = await owner.client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Starfall', game: 'Starfall' } });
    const subject = { kind: 'GAME' as const, id: item.data!.addCodeManagerItem.id };
    expect((await owner.client.op(ADD_NOTE, { subject, text: 'Launch in May' })).errors).toEqual([]);
    expect((await owner.client.op(NOTES, { subject: null })).data?.notes.edges[0]?.node.subject).toEqual({ ...subject, name: 'Starfall' });
    const empty = await owner.client.op(ADD_NOTE, { subject, text: '   ' });
    expect(empty.errors[0]?.extensions).toMatchObject({ field: 'text' });
  });

  it('notes an insights game: any company may, and each reads only its own notes on it', async () => {
    const gameId = globalThis.crypto.randomUUID();
    await recordStatistics(app, [{ id: gameId, name: 'Market game' }], []);
    const owner = await signedInCompanyUser(app);
    const other = await signedInCompanyUser(app);
    const subject = { kind: 'GAME' as const, id: gameId };

    expect((await owner.client.op(ADD_NOTE, { subject, text: 'Watch its launch week' })).errors).toEqual([]);
    expect((await other.client.op(ADD_NOTE, { subject, text: 'Not for us' })).errors).toEqual([]);

    const mine = await owner.client.op(NOTES, { subject });
    expect(mine.data?.notes.edges.map((e) => [e.node.text, e.node.subject.name])).toEqual([['Watch its launch week', 'Market game']]);
    const unknown = await owner.client.op(ADD_NOTE, { subject: { kind: 'GAME', id: globalThis.crypto.randomUUID() }, text: 'Hi' });
    expect(unknown.errors[0]?.extensions?.code).toBe('NOTES.SUBJECT_NOT_FOUND');
  });
});
