import * as v from 'valibot';
import { NOTE_SUBJECT_KINDS } from './note.entity.ts';

export const NOTE_TEXT_MAX = 5000;

const text = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Write something first.'),
  v.maxLength(NOTE_TEXT_MAX, `A note or comment can be at most ${NOTE_TEXT_MAX} characters.`),
);

export const noteSubjectSchema = v.object({
  kind: v.picklist(NOTE_SUBJECT_KINDS, 'Notes are about a creator or a game.'),
  id: v.pipe(v.string(), v.trim(), v.nonEmpty('Choose a creator or a game.'), v.maxLength(64, 'Choose a creator or a game.')),
});

/** What the note and comment forms send. */
export const noteTextSchema = v.object({ text });
export type NoteTextInput = v.InferInput<typeof noteTextSchema>;
