import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useMyCreatorProgram } from '../hooks/use-programs.ts';
import { AnnouncementsSection } from './AnnouncementsSection.tsx';

/**
 * /company/announcements: the company's announcements (spec 3: title, text, created and last edited).
 * They go to the members of its Creator Program (spec 1), who read them on the program's page; a
 * company without a program is shown the way to start one.
 */
export function CompanyAnnouncementsPage() {
  const program = useMyCreatorProgram();
  if (program.data === undefined) return <PageStatus error={program.error} />;
  if (program.data === null) {
    return (
      <>
        <h1>Announcements</h1>
        <EmptyState title="No Creator Program yet">
          Announcements go to the members of your Creator Program.{' '}
          <RouterLink href="/creator-programs/new/edit">Create your Creator Program</RouterLink>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <h1>Announcements</h1>
      <p>
        News for the members of {program.data.name}; they read it on{' '}
        <RouterLink href={`/creator-programs/${program.data.id}`}>the program&apos;s page</RouterLink>.
      </p>
      <AnnouncementsSection programId={program.data.id} title="Post an announcement" />
    </>
  );
}
