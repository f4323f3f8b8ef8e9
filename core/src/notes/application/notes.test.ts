import { describe, expect, it } from 'vitest';
import {
  AUTHOR,
  COLLEAGUE,
  COMPANY,
  CREATOR,
  firstPage,
  GAME,
  NOTES_NOW,
  notesTestDeps,
  OTHER_COMPANY,
} from '../testing/notes-test-deps.ts';
import { AddNoteComment } from './add-note-comment.ts';
import { AddNote } from './add-note.ts';
import { DeleteNoteComment } from './delete-note-comment.ts';
import { DeleteNote } from './delete-note.ts';
import { EditNoteComment } from './edit-note-comment.ts';
import { EditNote } from './edit-note.ts';
import { ListNotes } from './list-notes.ts';

const author = { companyId: COMPANY, actorUserId: AUTHOR };
const colleague = { companyId: COMPANY, actorUserId: COLLEAGUE };
const outsider = { companyId: OTHER_COMPANY, actorUserId: '00000000-0000-4000-8000-0000000000e1' };

async function withNote() {
  const deps = notesTestDeps();
  const added = await new AddNote(deps).execute({ ...author, subject: CREATOR, form: { text: '  Great with kids audiences ' } });
  if (!added.ok) throw new Error('setup');
  return { deps, note: added.value };
}

describe('notes with comments', () => {
  it('a member notes a creator, a colleague comments, and both read it signed, with created and last edited times', async () => {
    const { deps, note } = await withNote();
    expect(note).toMatchObject({ text: 'Great with kids audiences', createdAt: NOTES_NOW, lastEditedAt: null, authorId: AUTHOR });
    deps.clock.advance(60_000);
    const comment = await new AddNoteComment(deps).execute({ ...colleague, noteId: note.id, form: { text: 'Agreed' } });
    deps.clock.advance(60_000);
    await new EditNote(deps).execute({ ...author, noteId: note.id, form: { text: 'Great with younger audiences' } });

    const listed = await new ListNotes(deps).execute({ ...colleague, subject: CREATOR, page: firstPage });
    expect(listed.ok && listed.value).toEqual([
      expect.objectContaining({
        text: 'Great with younger audiences',
        authorName: 'Olivia',
        subjectName: 'AnnaPlays',
        viewerIsAuthor: false,
        createdAt: NOTES_NOW,
        lastEditedAt: new Date(NOTES_NOW.getTime() + 120_000),
        comments: [
          expect.objectContaining({ id: comment.ok && comment.value.id, text: 'Agreed', authorName: 'Mattias', viewerIsAuthor: true }),
        ],
      }),
    ]);
  });

  it("is the company's own: another company neither lists, comments, edits nor deletes it", async () => {
    const { deps, note } = await withNote();
    expect(await new ListNotes(deps).execute({ ...outsider, subject: CREATOR, page: firstPage })).toEqual({ ok: true, value: [] });
    expect(await new ListNotes(deps).execute({ ...outsider, subject: GAME, page: firstPage })).toMatchObject({
      ok: false,
      error: { code: 'NOTES.SUBJECT_NOT_FOUND' },
    });
    const notFound = { ok: false, error: expect.objectContaining({ code: 'NOTES.NOT_FOUND' }) };
    expect(await new AddNoteComment(deps).execute({ ...outsider, noteId: note.id, form: { text: 'Hi' } })).toEqual(notFound);
    expect(await new EditNote(deps).execute({ ...outsider, noteId: note.id, form: { text: 'Hi' } })).toEqual(notFound);
    expect(await new DeleteNote(deps).execute({ ...outsider, noteId: note.id })).toEqual(notFound);
    expect(await deps.notes.findNote(note.id)).toEqual(note);
  });

  it("lets only the author edit or delete a note or a comment; a colleague's attempt changes nothing", async () => {
    const { deps, note } = await withNote();
    const comment = await new AddNoteComment(deps).execute({ ...author, noteId: note.id, form: { text: 'Mine' } });
    const commentId = comment.ok ? comment.value.id : '';
    const notAuthor = { ok: false, error: expect.objectContaining({ code: 'NOTES.NOT_AUTHOR' }) };
    expect(await new EditNote(deps).execute({ ...colleague, noteId: note.id, form: { text: 'x' } })).toEqual(notAuthor);
    expect(await new DeleteNote(deps).execute({ ...colleague, noteId: note.id })).toEqual(notAuthor);
    expect(await new EditNoteComment(deps).execute({ ...colleague, commentId, form: { text: 'x' } })).toEqual(notAuthor);
    expect(await new DeleteNoteComment(deps).execute({ ...colleague, commentId })).toEqual(notAuthor);
    expect(await new EditNoteComment(deps).execute({ ...outsider, commentId, form: { text: 'x' } })).toMatchObject({
      ok: false,
      error: { code: 'NOTES.COMMENT_NOT_FOUND' },
    });

    expect(await new EditNoteComment(deps).execute({ ...author, commentId, form: { text: 'Mine, edited' } })).toMatchObject({
      ok: true,
      value: { text: 'Mine, edited', lastEditedAt: NOTES_NOW },
    });
    expect(await new DeleteNoteComment(deps).execute({ ...author, commentId })).toEqual({ ok: true, value: commentId });
    expect(await new DeleteNote(deps).execute({ ...author, noteId: note.id })).toEqual({ ok: true, value: note.id });
    expect(await deps.notes.findNote(note.id)).toBeNull();
  });

  it("refuses empty text at its field, an unknown subject, and another company's game", async () => {
    const deps = notesTestDeps();
    const add = (actor: typeof author, subject: unknown, text: string) => new AddNote(deps).execute({ ...actor, subject, form: { text } });
    expect(await add(author, CREATOR, '   ')).toMatchObject({ ok: false, error: { field: 'text', message: 'Write something first.' } });
    expect(await add(author, CREATOR, 'x'.repeat(5001))).toMatchObject({ ok: false, error: { field: 'text' } });
    expect(await add(author, { kind: 'CREATOR', id: 'nobody' }, 'Hi')).toMatchObject({
      ok: false,
      error: { code: 'NOTES.SUBJECT_NOT_FOUND' },
    });
    expect(await add(author, { kind: 'PLANET', id: 'x' }, 'Hi')).toMatchObject({ ok: false, error: { code: 'NOTES.SUBJECT_NOT_FOUND' } });
    expect(await add(outsider, GAME, 'Hi')).toMatchObject({ ok: false, error: { code: 'NOTES.SUBJECT_NOT_FOUND' } });
    expect((await add(author, GAME, 'Hi')).ok).toBe(true);
  });

  it('lists every subject newest first when no subject is asked (the company home)', async () => {
    const { deps } = await withNote();
    deps.clock.advance(1000);
    await new AddNote(deps).execute({ ...colleague, subject: GAME, form: { text: 'Launch in May' } });
    const listed = await new ListNotes(deps).execute({ ...author, subject: null, page: firstPage });
    expect(listed.ok && listed.value.map((n) => [n.subjectName, n.text])).toEqual([
      ['Starfall', 'Launch in May'],
      ['AnnaPlays', 'Great with kids audiences'],
    ]);
  });
});
