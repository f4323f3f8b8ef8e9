import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useLocation } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { useCreatorPrograms, useMyProgramMemberships } from '../hooks/use-programs.ts';
import { ProgramCards } from './ProgramCards.tsx';

const TABS = [
  { id: 'browse', label: 'Programs', href: '/creator-programs' },
  { id: 'memberships', label: 'My memberships', href: '/creator-programs/memberships' },
] as const;

/** /creator-programs (discoverable programs) and /creator-programs/memberships (the creator's own). */
export function CreatorProgramsPage() {
  const mine = useLocation().pathname.endsWith('/memberships');
  const session = useSession();
  const isCreator = session.status === 'authenticated' && session.user.userType === 'Creator';
  const programs = useCreatorPrograms();
  const memberships = useMyProgramMemberships(isCreator);
  const labelOf = (id: string) => {
    const membership = memberships.data?.find((m) => m.programId === id);
    if (!membership) return 'Join program';
    // The request SLA: an application the company left unanswered says why it ended.
    return membership.decidedBy === 'SYSTEM' && membership.decisionReason
      ? `${membership.label}: ${membership.decisionReason}`
      : membership.label;
  };
  const shown = mine ? (memberships.data ?? []).map((m) => m.program) : (programs.data ?? []);
  const loaded = mine ? memberships.data : programs.data;
  return (
    <>
      <h1>Creator Programs</h1>
      {isCreator ? (
        <UrlTabs label="Creator Programs" tabs={TABS} activeId={mine ? 'memberships' : 'browse'} panelId="programs-panel" />
      ) : null}
      <div id="programs-panel" role={isCreator ? 'tabpanel' : undefined}>
        {loaded ? <ProgramCards programs={shown} labelOf={labelOf} /> : <PageStatus error={mine ? memberships.error : programs.error} />}
      </div>
    </>
  );
}
