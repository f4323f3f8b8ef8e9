import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { Note } from '../domain/note.entity.ts';
import { noteSubjectSchema, noteTextSchema } from '../domain/note.schema.ts';
import { NoteSubjectNotFound } from '../domain/notes.errors.ts';
import type { NotesActor, NotesDeps } from './notes-deps.ts';

export class AddNote {
  private readonly deps: NotesDeps;

  constructor(deps: NotesDeps) {
    this.deps = deps;
  }

  async execute(input: NotesActor & { subject: unknown; form: unknown }): Promise<Result<Note, InvalidField | NoteSubjectNotFound>> {
    const subject = parseInput(noteSubjectSchema, input.subject);
    if (!subject.ok) return err(new NoteSubjectNotFound());
    const form = parseInput(noteTextSchema, input.form);
    if (!form.ok) return form;
    if (!(await this.deps.directory.subjectExists(input.companyId, subject.value))) return err(new NoteSubjectNotFound());
    const note: Note = {
      id: newId(),
      companyId: input.companyId,
      subject: subject.value,
      authorId: input.actorUserId,
      text: form.value.text,
      createdAt: this.deps.clock.now(),
      lastEditedAt: null,
    };
    await this.deps.notes.saveNote(note);
    return ok(note);
  }
}
