import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { CompanyPageQuery } from '../operations/creator-programs.operations.ts';
import { ProgramCards } from './ProgramCards.tsx';

/**
 * /company/{id} and /company/{id}/campaigns: a company's public page with its Creator Program. On the
 * company's custom domain the same page is / and /campaigns (`companyId` comes from the server then,
 * and `customDomain` makes links stay on that host's paths or go to ours).
 */
export function CompanyPage({
  companyId: fromDomain,
  tab = 'overview',
  customDomain,
}: {
  companyId?: string;
  tab?: 'overview' | 'campaigns';
  customDomain?: string;
}) {
  const params = useParams();
  const companyId = fromDomain ?? params.companyId ?? '';
  const page = useSWR(['gql:CompanyPage', companyId], () => request(CompanyPageQuery, { companyId }).then((d) => d.companyPage));
  if (!page.data) return <PageStatus error={page.error} />;
  const { name, program, settings } = page.data;
  const base = customDomain ? '' : `/company/${companyId}`;
  // On the custom domain the program's pages live on our host.
  const appOrigin = customDomain ?? '';
  const tabs = [
    { id: 'overview', label: 'Overview', href: base || '/' },
    { id: 'campaigns', label: 'Campaigns', href: `${base}/campaigns` },
  ] as const;
  return (
    <>
      <h1>{name}</h1>
      {settings.description && <p style={{ whiteSpace: 'pre-line' }}>{settings.description}</p>}
      {settings.links.length > 0 && (
        <ul aria-label={`${name} links`}>
          {settings.links
            .filter((link) => /^https?:\/\//i.test(link.url))
            .map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                  {link.label}
                </a>
              </li>
            ))}
        </ul>
      )}
      <UrlTabs label={name} tabs={tabs} activeId={tab} panelId="company-panel" />
      <div id="company-panel" role="tabpanel">
        {tab === 'overview' ? (
          program ? (
            <>
              <h2>Creator Program</h2>
              <ProgramCards programs={[program]} labelOf={() => 'Join program'} />
              <p>
                <a href={`${appOrigin}/company/${companyId}/join?program=${program.id}`}>Join {program.name}</a>
              </p>
            </>
          ) : (
            <EmptyState title="No Creator Program">{name} has no open Creator Program yet.</EmptyState>
          )
        ) : program ? (
          <EmptyState title="Campaigns for members">
            {name}&apos;s missions, Keys and Quests are open to members of {program.name}.{' '}
            {customDomain ? (
              <a href={`${appOrigin}/creator-programs/${program.id}/missions`}>See the missions</a>
            ) : (
              <RouterLink href={`/creator-programs/${program.id}/missions`}>See the missions</RouterLink>
            )}
          </EmptyState>
        ) : (
          <EmptyState title="No campaigns">{name} has no open campaigns yet.</EmptyState>
        )}
      </div>
    </>
  );
}
