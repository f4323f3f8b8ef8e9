import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { useSearchParams } from 'react-router';
import { CompanyNotes } from './CompanyNotes.tsx';

/**
 * /company/notes: every note of the company newest first; ?creator={id} or ?game={id} narrows it to one
 * subject and lets members add a note there (creator tables and game pages link here).
 */
export function NotesPage() {
  const [params] = useSearchParams();
  const creator = params.get('creator');
  const game = params.get('game');
  const subject = creator ? { kind: 'CREATOR' as const, id: creator } : game ? { kind: 'GAME' as const, id: game } : null;
  return (
    <>
      <h1>{subject ? `Notes on this ${subject.kind === 'CREATOR' ? 'creator' : 'game'}` : 'Company notes'}</h1>
      {subject && <AppLink href="/company/notes">All notes</AppLink>}
      <CompanyNotes key={subject ? `${subject.kind}:${subject.id}` : 'all'} subject={subject} />
    </>
  );
}
