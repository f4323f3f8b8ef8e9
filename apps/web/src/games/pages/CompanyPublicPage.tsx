import { ExploreSection } from '@lurkit/ui/explore/ExploreSection.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useParams } from 'react-router';
import { GqlError } from '../../shared/api/gql-error.ts';
import { NotFoundPage } from '../../shared/NotFoundPage.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { KeyCampaignCard, ProgramCard, QuestCard } from '../../explore/index.ts';
import { usePublicCompany } from '../hooks/use-games.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import './games-pages.css';

const COMPANY_TYPE: Record<string, string> = {
  agency: 'Agency',
  brand: 'Brand',
  largeGameStudio: 'Large game studio',
  publisher: 'Publisher',
  smallGameStudio: 'Small game studio',
};

const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

/**
 * /company/{id} and /company/{id}/campaigns for anyone (spec section 2): who the company is in its own
 * words (page settings), its Creator Programs, and its live and upcoming public campaigns, each kind
 * only when the company chose to show it. Its members get a link to the page settings.
 */
export function CompanyPublicPage({ tab = 'about' }: { tab?: 'about' | 'campaigns' }) {
  const id = useParams().id ?? '';
  const view = usePublicCompany(id);
  const session = useSession();
  const isMember = session.status === 'authenticated' && session.user.company?.id === id;
  useDocumentTitle(view.data?.publicCompany.name);
  if (view.error instanceof GqlError && view.error.code === 'EXPLORE.COMPANY_NOT_FOUND') return <NotFoundPage />;
  if (!view.data) return <PageStatus error={view.error} />;
  const { publicCompany: company, publicCompanyCampaigns: campaigns } = view.data;
  const website = safeUrl(company.website);
  const { page } = company;
  const banner = safeUrl(page.bannerUrl);
  const logo = safeUrl(page.logoUrl);
  return (
    <div className="company-public-page">
      {banner && <img className="company-public-page__banner" src={banner} alt="" />}
      <header className="company-public-page__header">
        {logo && <img className="company-public-page__logo" src={logo} alt={`${company.name} logo`} width={64} height={64} />}
        <h1>{company.name}</h1>
        <p>
          {[COMPANY_TYPE[company.type] ?? company.type, company.isVerified ? 'Verified company' : null].filter(Boolean).join(' · ')}
          {website && (
            <>
              {' · '}
              <a href={website} target="_blank" rel="noopener noreferrer nofollow">
                {new URL(website).host}
              </a>
            </>
          )}
        </p>
        {page.description && <p className="company-public-page__description">{page.description}</p>}
        {page.links.length > 0 && (
          <ul className="company-public-page__links" aria-label={`${company.name} links`}>
            {page.links.map((link) => (
              <li key={link.url}>
                <a href={safeUrl(link.url) ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        {isMember && <RouterLink href={`/company/${company.id}/page-settings`}>Edit page</RouterLink>}
      </header>
      <UrlTabs
        label={`${company.name} pages`}
        activeId={tab}
        panelId="company-panel"
        tabs={[
          { id: 'about', label: 'Creator Programs', href: `/company/${company.id}` },
          { id: 'campaigns', label: 'Campaigns', href: `/company/${company.id}/campaigns` },
        ]}
      />
      <div id="company-panel" role="tabpanel" className="games-page__panel">
        {tab === 'about' ? (
          page.showPrograms ? (
            <ExploreSection
              title="Creator Programs"
              description={`Communities ${company.name} runs for its creators.`}
              emptyTitle="No Creator Programs yet"
              items={campaigns.programs.map((p) => ({ key: p.id, card: <ProgramCard program={p} /> }))}
            />
          ) : (
            <p>{company.name} shows its campaigns on the Campaigns tab.</p>
          )
        ) : (
          <>
            {page.showKeyCampaigns && (
              <ExploreSection
                title="Key campaigns"
                description="Free game keys for creators, live now or starting soon."
                emptyTitle="No Key campaigns right now"
                items={campaigns.keyCampaigns.map((c) => ({ key: c.id, card: <KeyCampaignCard campaign={c} /> }))}
              />
            )}
            {page.showQuests && (
              <ExploreSection
                title="Quests"
                description="Paid sponsorships open to bids."
                emptyTitle="No Quests open right now"
                items={campaigns.quests.map((q) => ({ key: q.id, card: <QuestCard quest={q} /> }))}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
