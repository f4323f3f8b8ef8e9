import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { Note, NoteComment } from '../domain/note.entity.ts';
import type { NoteRepositoryPort } from './note-repository.port.ts';

export interface NoteRepositoryFixture extends ContractFixture {
  repo: NoteRepositoryPort;
}

const COMPANY = '00000000-0000-4000-8000-00000000c0c1';
const OTHER = '00000000-0000-4000-8000-00000000c0c2';
const AUTHOR = '00000000-0000-4000-8000-00000000a0a1';
const CREATOR = { kind: 'CREATOR', id: '00000000-0000-4000-8000-00000000b0b1' } as const;
const GAME = { kind: 'GAME', id: '00000000-0000-4000-8000-00000000d0d1' } as const;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute));
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const aNote = (n: number, changes: Partial<Note> = {}): Note => ({
  id: id(n),
  companyId: COMPANY,
  subject: CREATOR,
  authorId: AUTHOR,
  text: `Note ${n}`,
  createdAt: at(n),
  lastEditedAt: null,
  ...changes,
});
const aComment = (n: number, noteId: string, changes: Partial<NoteComment> = {}): NoteComment => ({
  id: id(1000 + n),
  noteId,
  authorId: AUTHOR,
  text: `Comment ${n}`,
  createdAt: at(n),
  lastEditedAt: null,
  ...changes,
});
const page = (limit: number, after: string | null = null) => ({ after, before: null, limit, inverted: false });

export function describeNoteRepositoryContract(name: string, make: () => Promise<NoteRepositoryFixture>): void {
  describeContract('NoteRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;

    it('saves, finds, edits and deletes a note with its comments', async () => {
      const note = aNote(1);
      await repo().saveNote(note);
      expect(await repo().findNote(note.id)).toEqual(note);
      const edited = { ...note, text: 'Edited', lastEditedAt: at(30) };
      await repo().saveNote(edited);
      expect(await repo().findNote(note.id)).toEqual(edited);
      const comment = aComment(2, note.id);
      await repo().saveComment(comment);
      expect(await repo().findComment(comment.id)).toEqual(comment);
      await repo().deleteNote(note.id);
      expect(await repo().findNote(note.id)).toBeNull();
      expect(await repo().findComment(comment.id)).toBeNull();
      expect(await repo().findNote('not-a-uuid')).toBeNull();
    });

    it("lists one company's notes newest first, by subject or all, a page at a time", async () => {
      const notes = [aNote(1), aNote(2, { subject: GAME }), aNote(3), aNote(4, { companyId: OTHER })];
      for (const note of notes) await repo().saveNote(note);
      expect((await repo().listNotes(COMPANY, null, page(10))).map((n) => n.text)).toEqual(['Note 3', 'Note 2', 'Note 1']);
      expect((await repo().listNotes(COMPANY, CREATOR, page(10))).map((n) => n.text)).toEqual(['Note 3', 'Note 1']);
      const first = await repo().listNotes(COMPANY, null, page(2));
      const next = await repo().listNotes(COMPANY, null, page(2, repo().cursorOf(first.at(-1)!)));
      expect(next.map((n) => n.text)).toEqual(['Note 1']);
    });

    it('lists the comments of many notes oldest first, and deletes one comment', async () => {
      const [one, two] = [aNote(1), aNote(2)];
      await repo().saveNote(one);
      await repo().saveNote(two);
      await repo().saveComment(aComment(5, one.id));
      await repo().saveComment(aComment(3, two.id));
      await repo().saveComment(aComment(4, one.id, { text: 'Edited', lastEditedAt: at(9) }));
      expect((await repo().listComments([one.id, two.id])).map((c) => c.text)).toEqual(['Comment 3', 'Edited', 'Comment 5']);
      await repo().deleteComment(id(1005));
      expect((await repo().listComments([one.id])).map((c) => c.lastEditedAt)).toEqual([at(9)]);
    });
  });
}
