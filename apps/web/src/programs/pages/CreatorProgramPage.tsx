import { CompanyLink } from '@lurkit/ui/company-link/CompanyLink.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { ProgramMissionList } from '@lurkit/ui/program-missions/ProgramMissionList.tsx';
import { SignUpCall } from '@lurkit/ui/sign-up-call/SignUpCall.tsx';
import { useParams } from 'react-router';
import { GqlError } from '../../shared/api/gql-error.ts';
import { NotFoundPage } from '../../shared/NotFoundPage.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { audienceOf } from '../../shared/routing/route-access.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useProgramMissions, usePublicProgramMissions } from '../../missions/index.ts';
import { useCreatorProgramPage } from '../hooks/use-programs.ts';
import { AnnouncementList } from './AnnouncementsSection.tsx';
import { ProgramActivationsTab } from './ProgramActivationsTab.tsx';

type Tab = 'overview' | 'missions' | 'quests' | 'keys';

/**
 * /creator-programs/{id} (+ /missions, /quests, /keys): a program's page for anyone. It says what the
 * program is, whose it is and which missions it has open with their rewards; a creator joins from it
 * (the apply flow), a visitor signs up or in and comes back to it. An unknown program is not found.
 */
export function CreatorProgramPage({ tab = 'overview' }: { tab?: Tab }) {
  const { id = '' } = useParams();
  const session = useSession();
  const audience = audienceOf(session.status === 'authenticated' ? session.user : undefined);
  const page = useCreatorProgramPage(id);
  const member = page.data?.membershipState === 'accepted';
  const missions = useProgramMissions(id, tab === 'missions' && member);
  const openMissions = usePublicProgramMissions(id);
  if (page.error instanceof GqlError && page.error.code === 'PROGRAM.NOT_FOUND') return <NotFoundPage />;
  if (!page.data) return <PageStatus error={page.error} />;
  const { program } = page.data;
  const base = `/creator-programs/${program.id}`;
  const tabs = [
    { id: 'overview', label: 'Overview', href: base },
    { id: 'missions', label: 'Missions', href: `${base}/missions` },
    { id: 'quests', label: 'Quests', href: `${base}/quests` },
    { id: 'keys', label: 'Keys', href: `${base}/keys` },
  ] as const;
  return (
    <>
      <p>
        <CompanyLink company={program.company} />
      </p>
      <h1>{program.name}</h1>
      {program.applicantsPicked ? <p>This program is open only to the creators the company picked for it.</p> : null}
      {page.data.membershipState !== 'none' ? (
        <p>
          <strong>{page.data.membershipLabel}</strong>
        </p>
      ) : audience === 'Creator' ? (
        <p>
          <RouterLink href={`${base}/join`} className="button button--primary">
            Join program
          </RouterLink>
        </p>
      ) : session.status === 'loading' ? null : (
        <SignUpCall audience={audience} action="join the program" returnTo={base} />
      )}
      <UrlTabs label="Creator Program" tabs={tabs} activeId={tab} panelId="program-panel" />
      <div id="program-panel" role="tabpanel">
        {tab === 'overview' && (
          <>
            <p style={{ whiteSpace: 'pre-wrap' }}>{program.description}</p>
            <h2>Perks</h2>
            {program.perks.length > 0 ? (
              <ul>
                {program.perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
            ) : (
              <p>No perks listed.</p>
            )}
            <h2>Open missions</h2>
            {openMissions.data ? <ProgramMissionList missions={openMissions.data} /> : <PageStatus error={openMissions.error} />}
            <h2>Announcements</h2>
            {page.data.canSeeMemberContent ? (
              <AnnouncementList announcements={page.data.announcements} />
            ) : (
              <p>Announcements are for members.</p>
            )}
          </>
        )}
        {tab === 'missions' &&
          (!member ? (
            <EmptyState title="Missions are for members">
              Missions and their rewards belong to the Creator Program: join it to take them.
            </EmptyState>
          ) : !missions.data ? (
            <PageStatus error={missions.error} />
          ) : missions.data.length === 0 ? (
            <EmptyState title="No missions yet">The company has not published a mission yet.</EmptyState>
          ) : (
            <ul>
              {missions.data.map(({ mission, run }) => (
                <li key={mission.id}>
                  <RouterLink href={`/missions/${mission.id}`}>{mission.name}</RouterLink>{' '}
                  <StatusBadge kind="campaign" status={mission.status} /> {run ? `· ${run.creatorLabel}` : '· Not joined'}
                </li>
              ))}
            </ul>
          ))}
        {(tab === 'quests' || tab === 'keys') && (
          <ProgramActivationsTab
            programId={program.id}
            kind={tab === 'keys' ? 'key' : 'quest'}
            access={tab === 'keys' ? program.keyAccess : program.questAccess}
            member={page.data.canSeeMemberContent}
          />
        )}
      </div>
    </>
  );
}
