import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useMyCreatorProgram } from '../../programs/index.ts';
import { ProgramApplicationsTable, type ApplicationsTab } from '../../programs/index.ts';

/** Creator management's Creator program section: the program's applicants, accepted and rejected creators. */
export function ProgramSection({ tab }: { tab: ApplicationsTab }) {
  const program = useMyCreatorProgram();
  if (program.data === undefined) return <PageStatus error={program.error} />;
  if (program.data === null)
    return (
      <EmptyState title="No Creator Program yet" headingLevel={2}>
        Creators apply to your Creator Program. <RouterLink href="/creator-programs/new/edit">Create your Creator Program</RouterLink>
      </EmptyState>
    );
  return <ProgramApplicationsTable program={program.data} tab={tab} onDecided={() => program.mutate()} />;
}
