import { Button } from '@lurkit/ui/button/Button.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useLocation } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { InviteCreatorsPanel } from '../../invitations/index.ts';
import { useMyCreatorProgram } from '../hooks/use-programs.ts';
import { ProgramApplicationsTable } from './ProgramApplicationsTable.tsx';
import { AnnouncementsSection } from './AnnouncementsSection.tsx';
import { CustomDomainSection } from './CustomDomainSection.tsx';

type Tab = 'applicants' | 'accepted' | 'rejected';
const TABS = [
  { id: 'applicants', label: 'Applicants', href: '/company/creator-program' },
  { id: 'accepted', label: 'Accepted', href: '/company/creator-program/accepted' },
  { id: 'rejected', label: 'Rejected', href: '/company/creator-program/rejected' },
  { id: 'invite', label: 'Invite creators', href: '/company/creator-program/invite-creators' },
] as const;

/**
 * /company/creator-program (+ /accepted, /rejected): the company's program, its applications and
 * announcements; /invite-creators (and /invited-creators): inviting creators and the invitations sent.
 */
export function CompanyCreatorProgramPage() {
  const path = useLocation().pathname;
  const inviting = path.includes('/invite-creators');
  const tab: Tab = path.endsWith('/accepted') ? 'accepted' : path.endsWith('/rejected') ? 'rejected' : 'applicants';
  const program = useMyCreatorProgram();
  if (program.data === undefined) return <PageStatus error={program.error} />;
  if (program.data === null) {
    return (
      <>
        <h1>Creator Program</h1>
        <EmptyState title="No Creator Program yet">
          A Creator Program is your community of creators: they apply, accept your code of conduct and get perks, announcements and
          missions. <RouterLink href="/creator-programs/new/edit">Create your Creator Program</RouterLink>
        </EmptyState>
      </>
    );
  }
  const counts = Object.fromEntries(program.data.membershipCounts.map((c) => [c.state, c.count]));
  return (
    <>
      <h1>{program.data.name}</h1>
      <p>
        {program.data.visibility === 'hidden' ? 'Hidden: reached by its link' : 'Discoverable'} ·{' '}
        {(counts.applied ?? 0) + (counts.pending ?? 0)} applicants · {counts.accepted ?? 0} members ·{' '}
        <RouterLink href={`/creator-programs/${program.data.id}/edit`}>Edit program</RouterLink> ·{' '}
        <RouterLink href={`/creator-programs/${program.data.id}`}>View as creators see it</RouterLink> ·{' '}
        <RouterLink href="/company/missions">Missions</RouterLink>
      </p>
      <UrlTabs label="Applications" tabs={TABS} activeId={inviting ? 'invite' : tab} panelId="applications-panel" />
      <div id="applications-panel" role="tabpanel">
        {inviting ? (
          <InviteCreatorsPanel activationType="CREATOR_PROGRAM" activationId={program.data.id} />
        ) : (
          <ProgramApplicationsTable program={program.data} tab={tab} onDecided={() => program.mutate()} />
        )}
      </div>
      <AnnouncementsSection programId={program.data.id} />
      <CustomDomainSection />
      <Button
        variant="secondary"
        onClick={() => void navigator.clipboard?.writeText(`${location.origin}/creator-programs/${program.data!.id}/join`)}
      >
        Copy join link
      </Button>
    </>
  );
}
