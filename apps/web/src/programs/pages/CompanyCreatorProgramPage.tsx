import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { formatStockholmDateTime } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { waitedText } from '@lurkit/ui/creator-management/waited.ts';
import { useLocation } from 'react-router';
import { request } from '../../api/gql-client.ts';
import { PageStatus } from '../../app/PageStatus.tsx';
import { RouterLink } from '../../app/RouterLink.tsx';
import { useServerAction } from '../../forms/use-server-action.ts';
import { useMyCreatorProgram, useProgramApplications } from '../hooks/use-programs.ts';
import { ReviewProgramApplicationsMutation, type ProgramApplication } from '../operations/company-creator-program.operations.ts';
import { AnnouncementsSection } from './AnnouncementsSection.tsx';
import { CustomDomainSection } from './CustomDomainSection.tsx';

type Tab = 'applicants' | 'accepted' | 'rejected';
const TABS = [
  { id: 'applicants', label: 'Applicants', href: '/company/creator-program' },
  { id: 'accepted', label: 'Accepted', href: '/company/creator-program/accepted' },
  { id: 'rejected', label: 'Rejected', href: '/company/creator-program/rejected' },
] as const;

/** Bulk decisions each tab offers (spec 2: creator-program applicants, accepted, rejected). */
const ACTIONS: Record<Tab, { id: 'accept' | 'reject' | 'remove'; label: string; variant?: 'danger' }[]> = {
  applicants: [
    { id: 'accept', label: 'Accept' },
    { id: 'reject', label: 'Reject', variant: 'danger' },
  ],
  accepted: [{ id: 'remove', label: 'Remove from program', variant: 'danger' }],
  rejected: [],
};

const review = (applicationIds: string[], decision: 'accept' | 'reject' | 'remove') =>
  request(ReviewProgramApplicationsMutation, { applicationIds, decision });

type Row = ProgramApplication;

/** When and by whom an application was decided; the system's decisions say why. */
const decidedText = (m: Row) =>
  m.decidedAt
    ? `${formatStockholmDateTime(m.decidedAt)}${m.decidedBy === 'SYSTEM' ? ` · automatically: ${m.decisionReason ?? 'no answer in time'}` : ''}`
    : '–';

/** /company/creator-program (+ /accepted, /rejected): the company's program, its applications and announcements. */
export function CompanyCreatorProgramPage() {
  const path = useLocation().pathname;
  const tab: Tab = path.endsWith('/accepted') ? 'accepted' : path.endsWith('/rejected') ? 'rejected' : 'applicants';
  const program = useMyCreatorProgram();
  const applications = useProgramApplications(program.data?.id ?? null, tab);
  const decide = useServerAction(review);
  const toasts = useToasts();
  const now = new Date();
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
      <UrlTabs label="Applications" tabs={TABS} activeId={tab} panelId="applications-panel" />
      <div id="applications-panel" role="tabpanel">
        {decide.serverError ? <Alert tone="error">{decide.serverError.message}</Alert> : null}
        <DataTable
          caption={TABS.find((t) => t.id === tab)!.label}
          rows={applications.data ?? []}
          loading={!applications.data && !applications.error}
          getRowId={(m) => m.id}
          rowLabel={(m) => m.creator.displayName}
          bulkActions={ACTIONS[tab]}
          onBulkAction={async (action, ids) => {
            const outcome = await decide.run(ids, action as 'accept' | 'reject' | 'remove');
            if (outcome.ok) {
              toasts.add({ type: 'success', content: `${ids.length} ${ids.length === 1 ? 'creator' : 'creators'} updated.` });
              await Promise.all([applications.mutate(), program.mutate()]);
            }
          }}
          columns={[
            {
              id: 'creator',
              header: 'Creator',
              cell: (m) => `${m.creator.displayName} (@${m.creator.username})`,
              sortValue: (m) => m.creator.displayName,
            },
            { id: 'state', header: 'State', cell: (m) => m.label },
            { id: 'country', header: 'Country', cell: (m) => m.profile.country ?? '–' },
            { id: 'hardware', header: 'Hardware', cell: (m) => m.profile.hardware.join(', ') || '–' },
            {
              id: 'answers',
              header: 'Answers',
              cell: (m) =>
                m.answers.map((a) => program.data!.questions.find((q) => q.id === a.questionId)?.text + ': ' + a.answer).join(' · ') || '–',
            },
            { id: 'applied', header: 'Applied', cell: (m) => formatStockholmDateTime(m.appliedAt), sortValue: (m) => m.appliedAt },
            // The request SLA: how long each open application has waited for an answer.
            ...(tab === 'applicants'
              ? [
                  {
                    id: 'waited',
                    header: 'Waiting',
                    cell: (m: Row) => waitedText(m.appliedAt, now),
                    sortValue: (m: Row) => -Date.parse(m.appliedAt),
                  },
                ]
              : [{ id: 'decided', header: 'Decided', cell: (m: Row) => decidedText(m) }]),
          ]}
          empty={<EmptyState title={`No ${tab} creators`}>Creators who apply through your program's join link appear here.</EmptyState>}
        />
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
