import type { Note, NoteComment } from '@lurkit/core/notes/domain/note.entity.ts';
import type { NoteRepositoryPort } from '@lurkit/core/notes/ports/note-repository.port.ts';
import { addMs, DAY_MS, HOUR_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { SeededStatistics } from './statistics.seed.ts';

/** Demo Studio's note on the most seeded insights game, with a colleague's comment: /insights/games/{id} shows it. */
export async function seedGameNotes(
  notes: NoteRepositoryPort,
  accounts: SeededAccounts,
  statistics: SeededStatistics,
  random: SeededRandom,
  now: Date,
): Promise<void> {
  const [company] = accounts.companies;
  const [game] = statistics.games;
  if (!company || !game) return;
  const createdAt = addMs(now, -2 * DAY_MS);
  const note: Note = {
    id: random.uuid(),
    companyId: company.id,
    subject: { kind: 'GAME', id: game.id },
    authorId: company.ownerId,
    text: 'Builders stream this for hours: pitch the co-op update to its top creators.',
    createdAt,
    lastEditedAt: null,
  };
  await notes.saveNote(note);
  const comment: NoteComment = {
    id: random.uuid(),
    noteId: note.id,
    authorId: company.memberIds[0] ?? company.ownerId,
    text: 'The top three are on our stream shortlist already.',
    createdAt: addMs(createdAt, 3 * HOUR_MS),
    lastEditedAt: null,
  };
  await notes.saveComment(comment);
}
